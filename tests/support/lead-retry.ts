import { execFile } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll } from "vitest";
import { startSmtpSink, type SmtpSink } from "./smtp-sink";

const run = promisify(execFile);

/** A JSON POST to the contact API from one client address. */
export function contactRequest(body: unknown, ip: string) {
  return new Request("http://localhost/api/contact", {
    method: "POST",
    headers: { "content-type": "application/json", "x-forwarded-for": ip },
    body: JSON.stringify(body),
  });
}

export type RetrySetup = { refusing: SmtpSink; working: SmtpSink; outbox: string };

/** For the enclosing describe block: an SMTP server that refuses every mail, one that accepts them, an empty outbox. */
export function useRetrySetup(outboxPrefix: string): RetrySetup {
  const setup = {} as RetrySetup;
  beforeAll(async () => {
    setup.refusing = await startSmtpSink({ reject: /./ });
    setup.working = await startSmtpSink();
    setup.outbox = mkdtempSync(path.join(tmpdir(), outboxPrefix));
  });
  afterAll(async () => {
    await setup.refusing?.close();
    await setup.working?.close();
  });
  return setup;
}

/**
 * Runs `npm run leads:retry` as the script it runs (TypeScript through tsx) against the SMTP server on `smtpPort`;
 * its output and exit code. Other variables (a silent Redis, for one) pass through `env`. `--now` (the default here)
 * retries every kept lead whatever its back-off.
 */
export async function runLeadsRetry(
  env: { REDIS_URL: string; OUTBOX_DIR: string } & Record<string, string>,
  smtpPort: number,
  args: string[] = ["--now"],
) {
  const result = await run(
    path.resolve("node_modules/.bin/tsx"),
    ["--conditions=react-server", "scripts/leads-retry.ts", ...args],
    {
      env: { ...process.env, ...env, SMTP_URL: `smtp://127.0.0.1:${smtpPort}` },
      timeout: 30_000,
    },
  ).catch((error: { stdout: string; stderr: string; code: number }) => error);
  return { stdout: result.stdout, stderr: result.stderr, code: "code" in result ? result.code : 0 };
}
