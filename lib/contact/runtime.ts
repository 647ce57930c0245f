import "server-only";
import { after } from "next/server";
import { env as parsedEnv, metaCapiConfig, type MetaCapiConfig, type RawEnv } from "@/lib/env";
import { site } from "@/lib/site/identity";
import type { Channel } from "./channels/channel";
import { chatChannel } from "./channels/chat";
import { emailChannel } from "./channels/email/channel";
import { webhookChannel } from "./channels/webhook";
import { deliveryFromEnv, outboxDir } from "./channels/email/delivery";
import { FileLeadStore } from "./store/file-store";
import { RedisLeadStore } from "./store/redis-store";
import { RedisOrFileLeadStore } from "./store/fallback-store";
import type { LeadStore } from "./store/store";
import { contactLimits, type ContactLimits } from "./limits/limits";
import type { MailConfig } from "./channels/email/lead-mail";
import { redisFromEnv } from "./store/redis";
import { mailerFor, type Mailer, type MailDelivery } from "./channels/email/mailer";

/** Well inside nginx's 30 s gateway timeout, so the visitor is told the truth and the lead is kept. */
export const SEND_DEADLINE_MS = 20_000;

/**
 * Everything a lead meets, built from the environment in one place: the channels (the primary one, which the
 * visitor's answer waits for, first), the store, the limits and the pass's settings. The contact API, the form's
 * server action, the retry pass (in the server, /api/cron/leads and `leads:retry`) and /api/health all use it.
 */
export type LeadRuntime = {
  channels: Channel[];
  primary: string;
  /** Why the primary channel cannot deliver: every submission is kept and answered 503. */
  problem?: string;
  mail: MailConfig;
  mailDelivery: MailDelivery;
  /** E-mail for the owner's digests and alerts (undefined on a site without e-mail). */
  mailer?: Mailer;
  /** The chat's incoming webhook, also the alerts' first way to the owner. */
  chatUrl?: string;
  store: LeadStore;
  limits: ContactLimits;
  siteLimit: number;
  keepDays: number;
  overdueMinutes: number;
  retrySeconds: number;
  heartbeatUrl?: string;
  cronSecret?: string;
  /** What finds the client's address (TRUST_PROXY, VERCEL). */
  clientEnv: RawEnv;
  metaCapi: () => MetaCapiConfig | undefined;
  deadlineMs: number;
  /** Runs work after the answer went out (Next's `after()`). */
  defer: (task: () => Promise<unknown>) => void;
  now: () => Date;
};

/** A new runtime; `overrides` are for tests (a clock, a shorter deadline, work after the answer run by hand). */
export function createLeadRuntime(raw: RawEnv = process.env, overrides: Partial<LeadRuntime> = {}): LeadRuntime {
  const config = parsedEnv(raw);
  const mail: MailConfig = {
    to: config.CONTACT_TO ?? site.email,
    from: config.CONTACT_FROM ?? `${site.name} <${site.email}>`,
  };
  const webhookOnly = config.CONTACT_DELIVERY === "webhook";
  // A webhook-only site sends e-mail only when SMTP_URL is set; otherwise e-mail is the primary channel.
  const mailDelivery: MailDelivery =
    webhookOnly && !config.SMTP_URL ? { mode: "broken", problem: "no SMTP_URL" } : deliveryFromEnv(raw);
  const mailer = mailerFor(mailDelivery);
  const email = !webhookOnly || config.SMTP_URL ? emailChannel(mailDelivery, mailer, mail) : undefined;
  const webhook =
    config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET
      ? webhookChannel({ url: config.LEAD_WEBHOOK_URL, secret: config.LEAD_WEBHOOK_SECRET })
      : undefined;
  const chat = config.LEAD_NOTIFY_URL ? chatChannel(config.LEAD_NOTIFY_URL) : undefined;

  const primary = webhookOnly ? "webhook" : "email";
  const problem = webhookOnly
    ? webhook
      ? undefined
      : "CONTACT_DELIVERY=webhook but LEAD_WEBHOOK_URL is not set"
    : mailDelivery.mode === "broken"
      ? mailDelivery.problem
      : undefined;
  // The primary channel always has a place in a record, even unconfigured: the lead waits there for the fix.
  const primaryChannel = (webhookOnly ? webhook : email) ?? unconfigured(primary, problem ?? "");
  const channels = [primaryChannel, ...[email, webhook, chat].filter((c): c is Channel => !!c && c !== primaryChannel)];

  const folder = new FileLeadStore(outboxDir(raw), config.LEADS_KEEP_DAYS);
  const redis = redisFromEnv(raw);
  const store = redis ? new RedisOrFileLeadStore(new RedisLeadStore(redis, config.LEADS_KEEP_DAYS), folder) : folder;
  return {
    channels,
    primary,
    problem,
    mail,
    mailDelivery,
    mailer,
    chatUrl: config.LEAD_NOTIFY_URL,
    store,
    limits: contactLimits({ perAddress: config.CONTACT_RATE_LIMIT, perSite: config.CONTACT_SITE_LIMIT, redis }),
    siteLimit: config.CONTACT_SITE_LIMIT,
    keepDays: config.LEADS_KEEP_DAYS,
    overdueMinutes: config.LEADS_OVERDUE_MINUTES,
    retrySeconds: config.LEADS_RETRY_SECONDS,
    heartbeatUrl: config.LEADS_HEARTBEAT_URL,
    cronSecret: config.CRON_SECRET,
    clientEnv: { TRUST_PROXY: config.TRUST_PROXY, VERCEL: config.VERCEL },
    metaCapi: () => metaCapiConfig(raw),
    deadlineMs: SEND_DEADLINE_MS,
    defer: afterTheAnswer,
    now: () => new Date(),
    ...overrides,
  };
}

/** Next's `after()` inside a request; outside one (the retry pass, a script) the work simply runs now. */
function afterTheAnswer(task: () => Promise<unknown>) {
  try {
    after(task);
  } catch {
    void task().catch((error: unknown) =>
      console.error("[contact] work after the answer failed:", (error as Error)?.message),
    );
  }
}

function unconfigured(name: string, problem: string): Channel {
  return {
    name,
    target: "nowhere",
    render: async () => "",
    send: async () => ({ kind: "retry", reason: problem, status: 503 }),
  };
}

// One runtime per configuration for the whole process: the contact route and the server action are compiled into
// separate bundles, and two copies would each hold their own in-memory limits.
const HOLDER = Symbol.for("agency-site.lead-runtime");
type Holder = { [HOLDER]?: { key: string; runtime: LeadRuntime } };

/** The process's runtime for the current environment. */
export function leadRuntime(raw: RawEnv = process.env): LeadRuntime {
  const holder = globalThis as Holder;
  const key = JSON.stringify(parsedEnv(raw));
  if (holder[HOLDER]?.key !== key) holder[HOLDER] = { key, runtime: createLeadRuntime(raw) };
  return holder[HOLDER].runtime;
}

type StartupLine = { level: "info" | "warn" | "error"; text: string };

/** What the server says at start-up about where a lead submitted now ends up, and who retries a kept one. */
export function startupLines(runtime: LeadRuntime, raw: RawEnv = process.env): StartupLine[] {
  const lines: StartupLine[] = [];
  const [primary, ...others] = runtime.channels;
  if (runtime.problem) {
    lines.push({
      level: "error",
      text: `[contact] ${runtime.problem}: every submission is answered 503 and kept until it is fixed`,
    });
  } else if (runtime.mailDelivery.mode === "outbox" && primary?.name === "email") {
    lines.push({
      level: "warn",
      text:
        `[contact] no SMTP_URL: leads are written as .eml files to ${runtime.mailDelivery.dir} and nobody is ` +
        "notified; in production set SMTP_URL and CONTACT_DELIVERY=smtp",
    });
  } else if (primary?.name === "email" && runtime.mailDelivery.mode === "smtp") {
    lines.push({ level: "info", text: `[contact] leads are sent by SMTP to ${runtime.mailDelivery.server}` });
  } else if (primary) {
    lines.push({ level: "info", text: `[contact] leads are sent to ${primary.target}; the answer waits for it` });
  }
  for (const channel of others)
    lines.push({ level: "info", text: `[contact] and to ${channel.target}, after the answer` });
  const config = parsedEnv(raw);
  lines.push({
    level: "info",
    text:
      config.VERCEL === "1"
        ? `[contact] kept leads are retried by /api/cron/leads${runtime.cronSecret ? "" : " (not enabled: CRON_SECRET is not set)"}`
        : runtime.retrySeconds > 0
          ? `[contact] kept leads are retried by this server every ${runtime.retrySeconds} s (LEADS_RETRY_SECONDS)`
          : "[contact] this server does not retry kept leads (LEADS_RETRY_SECONDS=0): run `npm run leads:retry` on a schedule",
  });
  return lines;
}
