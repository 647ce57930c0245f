import { existsSync, readdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { decodeMail, type DecodedMail } from "./mail-decode";
import { startSmtpSink } from "./smtp-sink";

// One sink per e2e port, so engineers running suites on different ports do not share mailboxes.
const e2ePort = Number(process.env.E2E_PORT ?? 3130);
export const smtpSinkPort = e2ePort + 20000;
export const mailDir = path.resolve(".data/e2e-mail", String(e2ePort));
/** A lead whose raw mail contains this is refused by the sink with 550. */
export const REJECT_MARKER = "reject550@";

/** Playwright globalSetup: the SMTP server the production build delivers leads to during the suite. */
export default async function startE2eSmtpSink() {
  rmSync(mailDir, { recursive: true, force: true });
  const sink = await startSmtpSink({ port: smtpSinkPort, dir: mailDir, reject: new RegExp(REJECT_MARKER, "i") });
  return () => sink.close();
}

/** The mails received so far whose raw text contains `token`. */
export function receivedMails(token: string): DecodedMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .map((name) => readFileSync(path.join(mailDir, name), "utf8"))
    .filter((raw) => raw.includes(token))
    .map(decodeMail);
}
