import "server-only";
import path from "node:path";
import { env as parsedEnv, type RawEnv } from "@/lib/env";
import type { MailDelivery } from "./mailer";

export function outboxDir(raw: RawEnv = process.env): string {
  // Resolved at run time against the working directory; not a file of the build to trace.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), parsedEnv(raw).OUTBOX_DIR ?? ".data/outbox");
}

/** How e-mail leaves this site, from SMTP_URL and CONTACT_DELIVERY: SMTP, the outbox folder, or not at all. */
export function deliveryFromEnv(raw: RawEnv = process.env): MailDelivery {
  const config = parsedEnv(raw);
  const required = config.CONTACT_DELIVERY === "smtp" || config.VERCEL === "1";
  const smtpUrl = config.SMTP_URL?.trim();
  if (smtpUrl) {
    let url: URL | undefined;
    try {
      url = new URL(smtpUrl);
    } catch {
      url = undefined;
    }
    if (!url || (url.protocol !== "smtp:" && url.protocol !== "smtps:") || !url.hostname) {
      return { mode: "broken", problem: "SMTP_URL is not a URL like smtps://user:password@smtp.example.com:465" };
    }
    return { mode: "smtp", smtpUrl, server: `${url.protocol}//${url.hostname}${url.port ? `:${url.port}` : ""}` };
  }
  if (config.VERCEL === "1") {
    // A serverless function's files vanish with it: an outbox there would swallow the lead.
    return { mode: "broken", problem: "SMTP_URL is not set on Vercel" };
  }
  if (required) return { mode: "broken", problem: "CONTACT_DELIVERY=smtp but SMTP_URL is not set" };
  return { mode: "outbox", dir: outboxDir(raw) };
}
