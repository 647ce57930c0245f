import { spawn } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { startSmtpSink } from "../support/smtp-sink";
import { artifactsDir, mailDir, outboxDir, ports } from "./config";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
  }
}

async function waitForSite(url: string, exited: () => boolean) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (exited()) throw new Error("next start exited: see test-results/journeys/server.log");
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
  throw new Error(`${url} did not answer within 120 s`);
}

/** Vitest globalSetup: the production build (`next start`) with its leads going to a real SMTP server. */
export default async function startSite(project: TestProject) {
  if (!existsSync(".next/BUILD_ID"))
    throw new Error("No production build: run `npx next build` first (npm test does).");
  for (const dir of [mailDir, outboxDir]) rmSync(dir, { recursive: true, force: true });
  mkdirSync(artifactsDir, { recursive: true });
  const sink = await startSmtpSink({ port: ports.smtp, dir: mailDir });
  const log = createWriteStream(path.join(artifactsDir, "server.log"));
  const next = createRequire(import.meta.url).resolve("next/dist/bin/next");
  const server = spawn(process.execPath, [next, "start", "-p", String(ports.site), "-H", "localhost"], {
    env: {
      ...process.env,
      OUTBOX_DIR: outboxDir,
      SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
      CONTACT_RATE_LIMIT: "1000",
      // Every lead of the suite comes from one network (localhost): its share of the ceiling, a sixth, covers them.
      CONTACT_SITE_LIMIT: "6000",
    },
    stdio: ["ignore", "pipe", "pipe"],
    // Its own process group, so that stopping it stops whatever it started.
    detached: true,
  });
  server.stdout.pipe(log);
  server.stderr.pipe(log);
  const stop = () => {
    if (server.exitCode === null && server.pid) process.kill(-server.pid, "SIGTERM");
  };
  process.once("exit", stop);
  const baseURL = `http://localhost:${ports.site}`;
  try {
    await waitForSite(`${baseURL}/`, () => server.exitCode !== null);
  } catch (error) {
    stop();
    await sink.close();
    throw error;
  }
  project.provide("baseURL", baseURL);
  return async () => {
    stop();
    process.removeListener("exit", stop);
    await sink.close();
    for (const dir of [mailDir, outboxDir]) rmSync(dir, { recursive: true, force: true });
  };
}
