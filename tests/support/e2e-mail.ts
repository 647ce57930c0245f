import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { decodeMail, type DecodedMail } from "./mail-decode";
import { startSmtpSink } from "./smtp-sink";

// One sink per e2e port, so engineers running suites on different ports do not share mailboxes.
const e2ePort = Number(process.env.E2E_PORT ?? 3130);
export const smtpSinkPort = e2ePort + 20000;
// Outside the repository: a test run leaves no lead files in the checkout.
export const mailDir = path.join(tmpdir(), "agency-e2e-mail", String(e2ePort));
/** The production build's outbox during the suite (leads go to the sink; this only catches a fallback). */
export const e2eOutboxDir = path.join(tmpdir(), "agency-e2e-outbox", String(e2ePort));
/** A lead whose raw mail contains this is refused by the sink with 550. */
export const REJECT_MARKER = "reject550@";

/** Playwright globalSetup: the SMTP server the production build delivers leads to during the suite. */
export default async function startE2eSmtpSink() {
  rmSync(mailDir, { recursive: true, force: true });
  const sink = await startSmtpSink({ port: smtpSinkPort, dir: mailDir, reject: new RegExp(REJECT_MARKER, "i") });
  return async () => {
    await sink.close();
    rmSync(mailDir, { recursive: true, force: true });
    rmSync(e2eOutboxDir, { recursive: true, force: true });
  };
}

/** The mails received so far whose raw text contains `token`. */
export function receivedMails(token: string): DecodedMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .map((name) => readFileSync(path.join(mailDir, name), "utf8"))
    .filter((raw) => raw.includes(token))
    .map(decodeMail);
}
