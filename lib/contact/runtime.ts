import "server-only";
import { after } from "next/server";
import { env as parsedEnv, metaCapiOf, type Env, type MetaCapiConfig, type RawEnv } from "@/lib/env";
import { site } from "@/lib/site/identity";
import type { Channel } from "./channels/channel";
import { chatChannel } from "./channels/chat";
import { emailChannel } from "./channels/email/channel";
import type { MailConfig } from "./channels/email/lead-mail";
import { deliveryFromEnv, mailerFor, outboxDir, type MailDelivery } from "./channels/email/mailer";
import { webhookChannel } from "./channels/webhook";
import type { ClientEnv } from "./limits/client-address";
import { contactLimits, type ContactLimits } from "./limits/limits";
import { createOwner, type Owner } from "./owner/owner";
import { RedisOrFileLeadStore } from "./store/fallback-store";
import { FileLeadStore } from "./store/file-store";
import { sharedRedis } from "./store/redis";
import { RedisLeadStore } from "./store/redis-store";
import type { LeadStore } from "./store/store";

/** Well inside nginx's 30 s gateway timeout, so the visitor is told the truth and the lead is kept. */
export const SEND_DEADLINE_MS = 20_000;

const MB = 1024 * 1024;

/** The numbers and addresses the flow, the pass and the start-up lines read; parsed from the environment once. */
type LeadSettings = {
  /** How e-mail leaves this site (SMTP, the outbox folder, or not at all). */
  mail: MailDelivery;
  siteLimit: number;
  keepDays: number;
  overdueMinutes: number;
  retrySeconds: number;
  heartbeatUrl?: string;
  cronSecret?: string;
  /** On Vercel no process outlives its request: Vercel Cron runs the pass. */
  vercel: boolean;
  /** How long the visitor's answer waits for the primary channel. */
  deadlineMs: number;
  /** The largest digest message, in bytes. */
  digestBytes: number;
};

/**
 * Everything a lead meets, built from the environment in one place: the channels (the primary one, which the
 * visitor's answer waits for, first), the store, the limits, the owner and the settings. The contact API, the form's
 * server action, the retry pass (in the server, /api/cron/leads and `leads:retry`) and /api/health all use it.
 */
export type LeadRuntime = {
  channels: Channel[];
  primary: string;
  /** Why the primary channel cannot deliver: every submission is kept and answered 503. */
  problem?: string;
  store: LeadStore;
  limits: ContactLimits;
  /** Alerts and digests, through the same mailer and chat as the channels. */
  owner: Owner;
  /** When this process last told the owner of each alert kind: the hourly limit when the store cannot answer. */
  alerted: Map<string, number>;
  settings: LeadSettings;
  /** What finds the client's address (TRUST_PROXY, VERCEL). */
  clientEnv: ClientEnv;
  /** The Conversions API, when it is configured. */
  metaCapi?: MetaCapiConfig;
  /** Runs work after the answer went out (Next's `after()`). */
  defer: (task: () => Promise<unknown>) => void;
  now: () => Date;
};

export type LeadRuntimeOverrides = Partial<Omit<LeadRuntime, "settings">> & { settings?: Partial<LeadSettings> };

/** A new runtime; `overrides` are for tests (a clock, a shorter deadline, work after the answer run by hand). */
export function createLeadRuntime(raw: RawEnv = process.env, overrides: LeadRuntimeOverrides = {}): LeadRuntime {
  const config = parsedEnv(raw);
  const mail: MailConfig = {
    to: config.CONTACT_TO ?? site.email,
    from: config.CONTACT_FROM ?? `${site.name} <${site.email}>`,
  };
  const webhookOnly = config.CONTACT_DELIVERY === "webhook";
  // A webhook-only site sends e-mail only when SMTP_URL is set; otherwise e-mail is the primary channel.
  const mailDelivery: MailDelivery =
    webhookOnly && !config.SMTP_URL ? { mode: "broken", problem: "no SMTP_URL" } : deliveryFromEnv(config);
  const mailer = mailerFor(mailDelivery);
  const email = !webhookOnly || config.SMTP_URL ? emailChannel(mailDelivery, mailer, mail) : undefined;
  const webhook =
    config.LEAD_WEBHOOK_URL && config.LEAD_WEBHOOK_SECRET
      ? webhookChannel({ url: config.LEAD_WEBHOOK_URL, secret: config.LEAD_WEBHOOK_SECRET })
      : undefined;
  const chat = config.LEAD_NOTIFY_URL ? chatChannel(config.LEAD_NOTIFY_URL) : undefined;

  const primary = webhookOnly ? "webhook" : "email";
  const problem =
    config.VERCEL === "1" && !config.REDIS_URL
      ? // A serverless function's folder is read-only and vanishes with it: nothing could keep a lead.
        "REDIS_URL is not set on Vercel"
      : webhookOnly
        ? webhook
          ? undefined
          : "CONTACT_DELIVERY=webhook but LEAD_WEBHOOK_URL is not set"
        : mailDelivery.mode === "broken"
          ? mailDelivery.problem
          : undefined;
  // The primary channel always has a place in a record, even unconfigured: the lead waits there for the fix.
  const primaryChannel = (webhookOnly ? webhook : email) ?? unconfigured(primary, problem ?? "");
  const channels = [primaryChannel, ...[email, webhook, chat].filter((c): c is Channel => !!c && c !== primaryChannel)];

  const redis = config.REDIS_URL ? sharedRedis(config.REDIS_URL) : undefined;
  const budget = config.LEADS_STORE_MB * MB;
  const folder = new FileLeadStore(outboxDir(config), config.LEADS_KEEP_DAYS, budget);
  const store = redis
    ? new RedisOrFileLeadStore(
        new RedisLeadStore(redis, config.LEADS_KEEP_DAYS, budget, config.REDIS_ALLOW_EVICTION === "1"),
        folder,
      )
    : folder;
  const base: LeadRuntime = {
    channels,
    primary,
    problem,
    store,
    limits: contactLimits({ perAddress: config.CONTACT_RATE_LIMIT, perSite: config.CONTACT_SITE_LIMIT, redis }),
    owner: createOwner({ mail, mailer, chat }),
    alerted: new Map(),
    settings: settingsOf(config, mailDelivery),
    clientEnv: {
      TRUST_PROXY: config.TRUST_PROXY,
      TRUST_PROXY_SECRET: config.TRUST_PROXY_SECRET,
      VERCEL: config.VERCEL,
    },
    metaCapi: metaCapiOf(config),
    defer: afterTheAnswer,
    now: () => new Date(),
  };
  return { ...base, ...overrides, settings: { ...base.settings, ...overrides.settings } };
}

function settingsOf(config: Env, mail: MailDelivery): LeadSettings {
  return {
    mail,
    siteLimit: config.CONTACT_SITE_LIMIT,
    keepDays: config.LEADS_KEEP_DAYS,
    overdueMinutes: config.LEADS_OVERDUE_MINUTES,
    retrySeconds: config.LEADS_RETRY_SECONDS,
    heartbeatUrl: config.LEADS_HEARTBEAT_URL,
    cronSecret: config.CRON_SECRET,
    vercel: config.VERCEL === "1",
    deadlineMs: SEND_DEADLINE_MS,
    digestBytes: Math.floor(config.LEADS_DIGEST_MB * MB),
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
export function startupLines({ channels, problem, settings, store }: LeadRuntime): StartupLine[] {
  const lines: StartupLine[] = [];
  const [primary, ...others] = channels;
  const { mail } = settings;
  // On Vercel the folder is read-only: without Redis nothing keeps a lead.
  const keeps = !(settings.vercel && store.kind === "file");
  if (problem) {
    lines.push({
      level: "error",
      text: keeps
        ? `[contact] ${problem}: every submission is answered 503 and kept until it is fixed`
        : `[contact] ${problem}: nothing can keep a lead, so every submission is answered 503 with the e-mail address and phone until it is set`,
    });
  } else if (mail.mode === "outbox" && primary?.name === "email") {
    lines.push({
      level: "warn",
      text:
        `[contact] no SMTP_URL: leads are written as .eml files to ${mail.dir} and nobody is ` +
        "notified; in production set SMTP_URL and CONTACT_DELIVERY=smtp",
    });
  } else if (primary?.name === "email" && mail.mode === "smtp") {
    lines.push({ level: "info", text: `[contact] leads are sent by SMTP to ${mail.server}` });
  } else if (primary) {
    lines.push({ level: "info", text: `[contact] leads are sent to ${primary.target}; the answer waits for it` });
  }
  for (const channel of others)
    lines.push({ level: "info", text: `[contact] and to ${channel.target}, after the answer` });
  lines.push({
    level: "info",
    text: settings.vercel
      ? `[contact] kept leads are retried by /api/cron/leads${settings.cronSecret ? "" : " (not enabled: CRON_SECRET is not set)"}`
      : settings.retrySeconds > 0
        ? `[contact] kept leads are retried by this server every ${settings.retrySeconds} s (LEADS_RETRY_SECONDS)`
        : "[contact] this server does not retry kept leads (LEADS_RETRY_SECONDS=0): run `npm run leads:retry` on a schedule",
  });
  return lines;
}
