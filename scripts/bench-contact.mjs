#!/usr/bin/env node
// Load test of POST /api/contact against a production build delivering to a local SMTP sink (not part of `npm test`).
// Usage: npm run bench:contact [-- --skip-build]   (on a shared machine: flock /tmp/heavy.lock npm run bench:contact)
// Env: BENCH_PORT (default 3190), BENCH_CONNECTIONS (20), BENCH_DURATION seconds (10).
import { spawn, spawnSync } from "node:child_process";
import autocannon from "autocannon";
import { SMTPServer } from "smtp-server";

const port = Number(process.env.BENCH_PORT ?? 3190);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 20);
const duration = Number(process.env.BENCH_DURATION ?? 10);
const base = `http://localhost:${port}`;

if (!process.argv.includes("--skip-build")) {
  console.log("== next build");
  const build = spawnSync("npx", ["next", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

let received = 0;
const sink = new SMTPServer({
  authOptional: true,
  disabledCommands: ["STARTTLS"],
  logger: false,
  onData(stream, _session, callback) {
    stream.resume();
    stream.on("end", () => {
      received += 1;
      callback();
    });
  },
});
await new Promise((resolve) => sink.listen(0, "127.0.0.1", resolve));
const smtpPort = sink.server.address().port;

console.log(`== next start on ${port}, SMTP sink on 127.0.0.1:${smtpPort}`);
let delivered = 0; // 200 answers as the server counts them (one log line per delivered lead)
const server = spawn("npx", ["next", "start", "-p", String(port)], {
  env: {
    ...process.env,
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    CONTACT_RATE_LIMIT: "100000000",
    CONTACT_SITE_LIMIT: "600000000",
  },
  stdio: ["ignore", "pipe", "inherit"],
  detached: true,
});
let pending = "";
server.stdout.setEncoding("utf8");
server.stdout.on("data", (chunk) => {
  const lines = (pending + chunk).split("\n");
  pending = lines.pop() ?? "";
  delivered += lines.filter((line) => /\[contact\] lead \S+ delivered$/.test(line.trim())).length;
});
const stopServer = () => {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {}
};
process.on("exit", stopServer);

for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${base}/`)).ok) break;
  } catch {}
  if (i > 120) throw new Error("next start did not come up");
  await new Promise((r) => setTimeout(r, 500));
}

let n = 0;
const lead = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan.kowalski@example.com",
  company: "Piekarnia Złoty Kłos",
  service: "website",
  budget: "do-1000",
  locale: "pl",
  attribution: { landingPage: "/?utm_source=bench", utm_source: "bench" },
};

console.log(`== autocannon: ${connections} connections, ${duration} s of valid submissions`);
const latencies = [];
const statuses = {};
const instance = autocannon({
  url: `${base}/api/contact`,
  connections,
  duration,
  requests: [
    {
      method: "POST",
      headers: { "content-type": "application/json" },
      setupRequest: (request) => ({
        ...request,
        body: JSON.stringify({ ...lead, message: `Prośba o wycenę strony nr ${++n}.` }),
      }),
    },
  ],
});
instance.on("response", (_client, statusCode, _bytes, responseTime) => {
  statuses[statusCode] = (statuses[statusCode] ?? 0) + 1;
  latencies.push(responseTime);
});
const result = await instance;

// Requests still in flight when the load stopped may finish after it: wait until the counts settle.
for (let settled = 0, last = -1, i = 0; settled < 3 && i < 30; i++) {
  await new Promise((r) => setTimeout(r, 500));
  settled = received === last && delivered === received ? settled + 1 : 0;
  last = received;
}
stopServer();
await new Promise((resolve) => sink.close(resolve));

latencies.sort((a, b) => a - b);
const pct = (p) => latencies[Math.min(latencies.length - 1, Math.ceil((p / 100) * latencies.length) - 1)]?.toFixed(1);
const ok = statuses[200] ?? 0;
console.log(`
requests/s (mean)      ${(latencies.length / result.duration).toFixed(1)}  (autocannon: ${result.requests.average})
latency p50/p95/p99    ${pct(50)} / ${pct(95)} / ${pct(99)} ms  (max ${latencies.at(-1)?.toFixed(1)} ms)
answers                ${JSON.stringify(statuses)}  errors ${result.errors}, timeouts ${result.timeouts}
200 answers            ${ok} received by the client, ${delivered} sent by the server (the rest were in flight when the load stopped)
e-mails received       ${received}
verdict                ${received === delivered ? "one e-mail per 200 answer, none lost" : "MISMATCH between e-mails and 200 answers"}`);
process.exit(received === delivered && ok > 0 ? 0 : 1);
