// npm run bench:nginx: requests per second through deploy/nginx-agency-site.conf and from `next start` alone.
// Needs `next build` and nginx. Env: BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_NGINX_PORT, BENCH_NEXT_PORTS.
// With wrk installed each page is also measured with it: autocannon shares nginx's cores and tops out near its figure.
import { spawnSync } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startNextServer, startNginxSite } from "../tests/support/nginx-site.mjs";
import { loadTest } from "./load-test.mjs";

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const NGINX_PORT = Number(process.env.BENCH_NGINX_PORT ?? 8091);
const NEXT_PORTS = (process.env.BENCH_NEXT_PORTS ?? "3192,3193").split(",").map(Number);
const PAGES = ["/", "/privacy-policy"];

function measure(port, pagePath) {
  return loadTest(`http://127.0.0.1:${port}${pagePath}`, { connections: CONNECTIONS, seconds: SECONDS });
}

const hasWrk = spawnSync("wrk", ["--version"]).error === undefined;

function measureWithWrk(port, pagePath) {
  if (!hasWrk) return null;
  const args = [
    "-t2",
    `-c${CONNECTIONS}`,
    `-d${SECONDS}s`,
    "-H",
    "Accept-Encoding: gzip",
    `http://127.0.0.1:${port}${pagePath}`,
  ];
  const { stdout } = spawnSync("wrk", args, { encoding: "utf8" });
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(stdout)?.[1] ?? NaN);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(stdout)?.[1] ?? 0);
  return { requestsPerSecond: Math.round(rps), non2xx };
}

const work = await mkdtemp(path.join(os.tmpdir(), "bench-nginx-"));
const servers = [];
let nginx;
try {
  servers.push(...(await Promise.all(NEXT_PORTS.map((port) => startNextServer(port)))));
  nginx = await startNginxSite({ port: NGINX_PORT, upstreams: NEXT_PORTS, dir: path.join(work, "nginx") });
  const rows = [];
  for (const [label, port] of [
    ["nginx (cache)", NGINX_PORT],
    ["next start", NEXT_PORTS[0]],
  ]) {
    for (const pagePath of PAGES) {
      await measure(port, pagePath); // warm-up: fills the cache, loads the page
      console.error(`[bench] ${label} ${pagePath}`);
      rows.push({ label, pagePath, ...(await measure(port, pagePath)), wrk: measureWithWrk(port, pagePath) });
    }
  }
  console.log(
    `\nautocannon ${SECONDS} s, ${CONNECTIONS} connections, gzip, ${os.cpus().length} CPUs, load ${os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(" ")}`,
  );
  for (const r of rows) {
    console.log(
      `  ${r.label.padEnd(14)} ${r.pagePath.padEnd(16)} ${String(r.requestsPerSecond).padStart(7)} req/s  p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms  non-2xx ${r.non2xx}  errors ${r.errors}` +
        (r.wrk ? `   wrk: ${r.wrk.requestsPerSecond} req/s, non-2xx ${r.wrk.non2xx}` : ""),
    );
  }
} finally {
  await nginx?.stop();
  await Promise.all(servers.map((server) => server.stop()));
  await rm(work, { recursive: true, force: true });
}
