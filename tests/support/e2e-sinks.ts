import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { startGraphSink, type GraphRequest } from "./graph-sink";
import { decodeMail, type DecodedMail } from "./mail-decode";
import { startSmtpSink } from "./smtp-sink";

// The stand-ins the production build talks to during the e2e suite, one set per e2e port so that suites on
// different ports keep their mail and events apart. What they receive is recorded in the temp dir (it holds
// personal data, hashed or not) and removed at teardown.
const e2ePort = Number(process.env.E2E_PORT ?? 3130);
const folder = (name: string) => path.join(tmpdir(), `agency-e2e-${name}`, String(e2ePort));

export const smtpSinkPort = e2ePort + 20000;
const mailDir = folder("mail");
/** The production build's outbox during the suite (leads go to the SMTP sink; this only catches a fallback). */
export const e2eOutboxDir = folder("outbox");
/** A lead whose raw mail contains this is refused by the SMTP sink with 550. */
export const REJECT_MARKER = "reject550@";

export const graphSinkUrl = `http://127.0.0.1:${e2ePort + 21000}/v-test`;
const graphDir = folder("graph");

/** Playwright globalSetup: starts the stand-ins; the function it returns stops them and removes what they recorded. */
export default async function startE2eSinks() {
  const dirs = [mailDir, graphDir, e2eOutboxDir];
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  const sinks = [
    await startSmtpSink({ port: smtpSinkPort, dir: mailDir, reject: new RegExp(REJECT_MARKER, "i") }),
    await startGraphSink({ port: e2ePort + 21000, dir: graphDir }),
  ];
  return async () => {
    for (const sink of sinks) await sink.close();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  };
}

/** The recorded files of a folder whose text contains `token`. */
function recorded(dir: string, token: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .map((name) => readFileSync(path.join(dir, name), "utf8"))
    .filter((raw) => raw.includes(token));
}

/** The mails received so far whose raw text contains `token`. */
export function receivedMails(token: string): DecodedMail[] {
  return recorded(mailDir, token).map(decodeMail);
}

/** The Conversions API requests received so far whose body contains `token`. */
export function receivedGraphRequests(token: string): GraphRequest[] {
  return recorded(graphDir, token).map((raw) => JSON.parse(raw) as GraphRequest);
}
