import "server-only";
import path from "node:path";
import { env as parsedEnv, type RawEnv } from "@/lib/env";

/**
 * outbox (no SMTP_URL, SMTP not required) writes one .eml file per lead. broken (SMTP required, or SMTP_URL set, but
 * missing or unparseable) answers every submission 503 and keeps it for `npm run leads:retry`, never a 200.
 */
export type Delivery =
  | { mode: "smtp"; smtpUrl: string; server: string }
  | { mode: "outbox"; dir: string }
  | { mode: "broken"; problem: string };

export function outboxDir(raw: RawEnv = process.env): string {
  // Resolved at run time against the working directory; not a file of the build to trace.
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), parsedEnv(raw).OUTBOX_DIR ?? ".data/outbox");
}

export function deliveryFromEnv(raw: RawEnv = process.env): Delivery {
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

export function deliveryStartupLine(delivery: Delivery): { level: "info" | "warn" | "error"; text: string } {
  switch (delivery.mode) {
    case "smtp":
      return { level: "info", text: `[contact] leads are sent by SMTP to ${delivery.server}` };
    case "outbox":
      return {
        level: "warn",
        text:
          `[contact] no SMTP_URL: leads are written as .eml files to ${delivery.dir} and nobody is notified; ` +
          "in production set SMTP_URL and CONTACT_DELIVERY=smtp",
      };
    case "broken":
      return { level: "error", text: `[contact] ${delivery.problem}: every submission is answered 503 and kept for leads:retry` };
  }
}
