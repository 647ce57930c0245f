// npm run bench:store: what a flood costs the lead store in Redis. Fills a local redis-server with BENCH_HELD (20,000)
// held leads (BENCH_LARGEST=1: of the largest size the form takes), then times /api/health (fresh, as the bearer gets
// it, and public) and a new lead (median and 95th percentile), before and after the fill, and one digest pass over
// them into an SMTP sink: when its first part left, and the whole. Needs redis-server on the PATH.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runPass } from "@/lib/contact/flow/pass";
import { submitLead } from "@/lib/contact/flow/submit";
import { checkHealth, publicHealth } from "@/lib/contact/owner/health";
import { createLeadRuntime } from "@/lib/contact/runtime";
import { leadFingerprint } from "@/lib/contact/store/record";
import { validSubmission } from "@/tests/support/contact-lead";
import { startRedisServer } from "@/tests/support/redis-server";
import { startSmtpSink } from "@/tests/support/smtp-sink";

const HELD = Number(process.env.BENCH_HELD ?? 20_000);
const LARGEST = process.env.BENCH_LARGEST === "1";
const SAMPLES = 30;

const held = (n: number) =>
  LARGEST
    ? {
        firstName: `Ż${"ó".repeat(99)}`,
        lastName: `Ł${'"'.repeat(99)}`,
        email: `osoba${n}@example.com`,
        company: `"${"ą".repeat(149)}`,
        service: "seo",
        budget: "nie-znam" as const,
        message: `Zapytanie ${n}: ${'"Żółć" '.repeat(720)}`.slice(0, 5000),
      }
    : {
        firstName: "Anna",
        lastName: "Kowalska",
        email: `osoba${n}@example.com`,
        service: "seo",
        budget: "nie-znam" as const,
        message: `Zapytanie numer ${n} z zalewu formularza, kilka zdań o kampanii i budżecie.`,
      };

async function timed(samples: number, run: (i: number) => Promise<unknown>) {
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    await run(i);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)]!, p95: times[Math.floor(times.length * 0.95)]! };
}

async function main() {
  const redis = await startRedisServer(Number(process.env.BENCH_REDIS_PORT ?? 6399));
  const smtp = await startSmtpSink();
  const outbox = mkdtempSync(path.join(tmpdir(), "bench-store-"));
  for (const level of ["info", "warn", "error"] as const) console[level] = () => {};
  const runtime = createLeadRuntime(
    {
      REDIS_URL: redis.url,
      OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      CONTACT_RATE_LIMIT: "100000",
      CONTACT_SITE_LIMIT: "100000000",
      CONTACT_TO: "biuro@example.com",
      LEADS_STORE_MB: "500",
    },
    { defer: (task) => void task() },
  );
  // What GET /api/health and POST /api/contact run, without the HTTP around them.
  const source = { store: runtime.store, overdueMinutes: 30, now: () => new Date() };
  const health = () => checkHealth(source);
  const publicCheck = () => publicHealth(source);
  const lead = (n: number) =>
    submitLead(
      validSubmission({ email: `nowy${n}@example.com`, message: `Nowe zapytanie numer ${n}.` }),
      { locale: "pl", headers: new Headers({ "x-forwarded-for": `198.51.100.${n % 250}` }) },
      runtime,
    );
  const report = (label: string, value: { median: number; p95: number }) =>
    process.stdout.write(`${label.padEnd(44)} median ${value.median.toFixed(1)} ms, p95 ${value.p95.toFixed(1)} ms\n`);
  try {
    await health();
    report("health, empty store", await timed(SAMPLES, health));
    report("public health, empty store", await timed(SAMPLES, publicCheck));
    report("a new lead, empty store", await timed(SAMPLES, (i) => lead(i)));

    const started = performance.now();
    let bytes = 0;
    for (let n = 0; n < HELD; n++) {
      const values = held(n);
      const record = {
        id: `held-${n}`,
        receivedAt: new Date(Date.now() - HELD + n).toISOString(),
        fingerprint: leadFingerprint(values.email, values.message),
        primary: "email",
        channels: {},
        held: {
          values,
          locale: "pl" as const,
          attribution: LARGEST
            ? { landingPage: `/?q=${'"'.repeat(2040)}`, referrer: `https://example.com/${"ę".repeat(2000)}` }
            : { landingPage: "/?utm_source=google", referrer: "https://www.google.com/" },
          network: `203.${Math.floor(n / 250)}.${n % 250}.0/24`,
        },
      };
      bytes += Buffer.byteLength(JSON.stringify(record));
      await runtime.store.write(record);
    }
    process.stdout.write(
      `filled ${HELD} held leads, ${(bytes / 1024 / 1024).toFixed(1)} MB, in ${((performance.now() - started) / 1000).toFixed(1)} s\n`,
    );
    report(`health, ${HELD} held leads`, await timed(SAMPLES, health));
    report(`public health, ${HELD} held leads`, await timed(SAMPLES, publicCheck));
    report(`a new lead, ${HELD} held leads`, await timed(SAMPLES, (i) => lead(1000 + i)));
    const before = smtp.messages.length;
    let passReport: unknown;
    const passStarted = performance.now();
    let firstPart: number | undefined;
    const watch = setInterval(() => {
      if (firstPart === undefined && smtp.messages.length > before) firstPart = performance.now() - passStarted;
    }, 5);
    const pass = await timed(1, async () => (passReport = await runPass(runtime, { now: true })));
    clearInterval(watch);
    process.stdout.write(`${JSON.stringify(passReport)}\n`);
    const digests = smtp.messages.slice(before);
    const largestDigest = Math.max(...digests.map((raw) => Buffer.byteLength(raw)));
    process.stdout.write(
      `one pass digesting them: the first part after ${((firstPart ?? NaN) / 1000).toFixed(2)} s, all in ${(pass.median / 1000).toFixed(1)} s, ${digests.length} e-mails, the largest ${(largestDigest / 1024 / 1024).toFixed(2)} MB\n`,
    );
  } finally {
    await smtp.close();
    await redis.stop();
    rmSync(outbox, { recursive: true, force: true });
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench:store failed: ${(error as Error)?.stack ?? error}\n`);
    process.exit(1);
  },
);
