import "server-only";
import path from "node:path";
import { env as parsedEnv, type RawEnv } from "@/lib/env";

/**
 * The e-mail channel. outbox (no SMTP_URL, SMTP not required) writes one .eml file per lead. broken (SMTP required, or SMTP_URL set, but
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

/** Where leads go: the primary channel (the visitor's answer waits for it) and the others, from the configuration. */
export type Channels = {
  primary: "email" | "webhook";
  /** The e-mail channel: the primary one, or a second one when SMTP_URL is set. */
  email?: Delivery;
  webhook?: { url: string; secret: string };
  /** Why the webhook, as the primary channel, cannot work. */
  problem?: string;
  notifyUrl?: string;
};

export function channelsFromEnv(raw: RawEnv = process.env): Channels {
  const config = parsedEnv(raw);
  const webhook =
    config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET
      ? { url: config.LEAD_WEBHOOK_URL, secret: config.LEAD_WEBHOOK_SECRET }
      : undefined;
  const notifyUrl = config.LEAD_NOTIFY_URL;
  if (config.CONTACT_DELIVERY === "webhook") {
    const problem = webhook ? undefined : "CONTACT_DELIVERY=webhook but LEAD_WEBHOOK_URL is not set";
    return {
      primary: "webhook",
      webhook,
      email: config.SMTP_URL ? deliveryFromEnv(raw) : undefined,
      problem,
      notifyUrl,
    };
  }
  return { primary: "email", email: deliveryFromEnv(raw), webhook, notifyUrl };
}

/** Only the host: a receiver's path is often its secret (Make's and Slack's are). */
const hostOf = (url: string) => new URL(url).host;

type StartupLine = { level: "info" | "warn" | "error"; text: string };

function emailLine(delivery: Delivery): StartupLine {
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
      return {
        level: "error",
        text: `[contact] ${delivery.problem}: every submission is answered 503 and kept for leads:retry`,
      };
  }
}

/** What the server says at start-up about where a lead submitted now ends up. */
export function deliveryStartupLines(channels: Channels): StartupLine[] {
  const lines: StartupLine[] = [];
  if (channels.primary === "webhook") {
    lines.push(
      channels.webhook
        ? {
            level: "info",
            text: `[contact] leads are sent to the webhook at ${hostOf(channels.webhook.url)} (signed); the answer waits for it`,
          }
        : {
            level: "error",
            text: `[contact] ${channels.problem}: every submission is answered 503 and kept for leads:retry`,
          },
    );
    if (channels.email)
      lines.push({ ...emailLine(channels.email), text: `${emailLine(channels.email).text} (after the answer)` });
  } else {
    if (channels.email) lines.push(emailLine(channels.email));
    if (channels.webhook)
      lines.push({
        level: "info",
        text: `[contact] and to the webhook at ${hostOf(channels.webhook.url)} (signed), after the answer`,
      });
  }
  if (channels.notifyUrl)
    lines.push({ level: "info", text: `[contact] a chat line per lead goes to ${hostOf(channels.notifyUrl)}` });
  return lines;
}
