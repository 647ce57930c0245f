import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);

/** `npm run leads:retry` as the script it runs (TypeScript through tsx), with its output and exit code. */
export async function runRetry(env: Record<string, string>) {
  const result = await run(path.resolve("node_modules/.bin/tsx"), ["scripts/leads-retry.ts"], {
    env: { ...process.env, REDIS_URL: "", ...env },
    timeout: 30_000,
  }).catch((error: { stdout: string; stderr: string; code: number }) => error);
  return { stdout: result.stdout, stderr: result.stderr, code: "code" in result ? result.code : 0 };
}
