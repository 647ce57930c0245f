import "server-only";
import { randomUUID } from "node:crypto";
import { hasLocale } from "next-intl";
import { after } from "next/server";
import { z } from "zod";
import { EnvError, env as parsedEnv, metaCapiConfig, siteUrl, type MetaCapiConfig } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import { routing, type Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { clientAddress, clientIp } from "./client-address";
import { buildLeadMail, type Lead, type MailConfig } from "./mail";
import { leadEvent, sendMetaEvent, type RequestContext } from "@/lib/tracking/meta-capi";
import { HONEYPOT_FIELD } from "./options";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { deliveryFromEnv, type Delivery } from "./delivery";
import { MemoryRateLimiter, type RateLimiter } from "./rate-limit";
import { redisFromEnv } from "./redis";
import { RedisRateLimiter } from "./redis-rate-limit";
import { BodyTooLarge, isJson, localeFromAcceptLanguage, readLimitedText } from "./request";
import { attributionSchema, makeContactSchema, type ContactSchema } from "./schema";
import { serviceOptionIds } from "./service-options";
import { DeliveryError, transportFor, type MailTransport } from "./transport";
import {
  clientTag,
  leadFingerprint,
  leadStoreFromEnv,
  undeliveredLead,
  type KeepOutcome,
  type KEEP_LIMITS,
  type LeadStore,
} from "./undelivered";

/** Well inside nginx's 30 s gateway timeout, so the visitor is told the truth and the lead is kept. */
export const SEND_DEADLINE_MS = 20_000;

export type ContactDeps = {
  limiter: RateLimiter;
  transport: () => MailTransport;
  mail: MailConfig;
  /** Where a lead the transport refused is kept (and delivered leads' fingerprints remembered). */
  leads?: LeadStore;
  /** The configured delivery; "broken" answers 503 without sending. Unset: the given transport. */
  delivery?: Delivery;
  env?: Record<string, string | undefined>;
  now?: () => Date;
  metaCapi?: () => MetaCapiConfig | undefined;
  /** Runs work after the answer went out (Next's `after()` in the route). */
  defer?: (task: () => Promise<unknown>) => void;
  sendDeadlineMs?: number;
  keepLimits?: typeof KEEP_LIMITS;
};

const schemas = new Map<Locale, ContactSchema>();
function schemaFor(locale: Locale): ContactSchema {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = makeContactSchema(translator(locale, "ContactForm.errors"), serviceOptionIds)));
  return schema;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** POST /api/contact: read, validate, rate-limit, send; 200 only once the transport accepted the lead. */
export async function handleContact(request: Request, deps: ContactDeps): Promise<Response> {
  const headerLocale = localeFromAcceptLanguage(request.headers.get("accept-language"));
  if (!isJson(request)) return json(415, { error: "unsupported_media_type" });

  let body: unknown;
  try {
    body = JSON.parse(await readLimitedText(request));
  } catch (error) {
    if (error instanceof BodyTooLarge) return json(413, { error: "payload_too_large" });
    return json(400, { errors: { form: translator(headerLocale, "ContactForm.errors")("unreadable") } });
  }

  const input = isRecord(body) ? body : {};
  const locale = typeof input.locale === "string" && hasLocale(routing.locales, input.locale) ? input.locale : headerLocale;

  const honeypot = input[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    console.info("[contact] honeypot filled: answered 200, nothing sent");
    return json(200, { ok: true });
  }

  const parsed = schemaFor(locale).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const errors = Object.fromEntries(
      Object.entries(fieldErrors).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
    );
    return json(400, { errors });
  }

  const key = clientAddress(request.headers, deps.env);
  const quota = await deps.limiter.consume(key).catch((error: unknown) => {
    // A broken limiter store must not cost a lead: let it through and say so in the log.
    console.error("[contact] rate limiter unavailable, submission let through:", (error as Error)?.name);
    return { allowed: true, retryAfterSeconds: 0 };
  });
  if (!quota.allowed) {
    return json(
      429,
      { error: "too_many_requests", retryAfterSeconds: quota.retryAfterSeconds },
      { "Retry-After": String(quota.retryAfterSeconds) },
    );
  }

  const lead: Lead = {
    id: randomUUID(),
    values: parsed.data,
    locale,
    attribution: attributionSchema.catch({}).parse(input.attribution ?? {}),
    receivedAt: deps.now?.() ?? new Date(),
  };

  const mail = buildLeadMail(lead, deps.mail);
  const fingerprint = leadFingerprint(lead.values.email, lead.values.message);
  const failure = await deliver(deps, mail, lead.id, fingerprint);
  if (failure) {
    // A failed delivery keeps its rate-limit slot: during an outage one client cannot pile up leads.
    // Only the lead's id and the transport's codes: the visitor's text stays out of the log.
    console.error(`[contact] lead ${lead.id} not delivered:`, JSON.stringify(failure.detail));
    await keepLead(deps, lead.id, mail, fingerprint, failure, lead.receivedAt, key);
    return json(failure.status, { error: "delivery_failed" });
  }

  console.info(`[contact] lead ${lead.id} delivered`);
  await deps.leads?.markDelivered(fingerprint).catch((markError: unknown) => {
    console.warn(`[contact] lead ${lead.id}: delivery not recorded for retry dedup:`, (markError as Error)?.message);
  });
  if (lead.values.marketingConsent === true && lead.values.eventId) {
    queueMetaLead(lead, lead.values.eventId, requestContext(request, deps.env), deps);
  }
  return json(200, { ok: true });
}

function requestContext(request: Request, env: ContactDeps["env"]): RequestContext {
  return {
    sourceUrl: request.headers.get("referer") ?? undefined,
    clientIp: clientIp(request.headers, env),
    userAgent: request.headers.get("user-agent") ?? undefined,
    cookies: request.headers.get("cookie") ?? undefined,
  };
}

function queueMetaLead(lead: Lead, eventId: string, context: RequestContext, deps: ContactDeps) {
  if (!deps.metaCapi || !deps.defer) return;
  let config: MetaCapiConfig | undefined;
  try {
    config = deps.metaCapi();
  } catch (error) {
    // The names of the offending variables only: a value could be the token.
    const names = error instanceof EnvError ? error.names.join(", ") : (error as Error)?.name;
    console.error(`[meta-capi] configuration invalid (${names}): lead ${lead.id} not sent`);
    return;
  }
  if (!config) return;
  const settings = config;
  deps.defer(() =>
    sendMetaEvent(settings, leadEvent({ eventId, time: lead.receivedAt, values: lead.values, attribution: lead.attribution, context, siteUrl }), lead.id),
  );
}

// A send still running at the deadline may succeed after all: its kept copy is then removed, so leads:retry skips it.
async function deliver(deps: ContactDeps, mail: SendMailOptions, id: string, fingerprint: string): Promise<DeliveryError | undefined> {
  const delivery = deps.delivery ?? { mode: "outbox", dir: "" };
  if (delivery.mode === "broken") {
    console.error(`[contact] ${delivery.problem}: lead ${id} answered 503`);
    return new DeliveryError(503, { transport: "smtp", code: "ENOTCONFIGURED" });
  }
  const transport = deps.transport();
  const sending = transport.send(mail, id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deps.sendDeadlineMs ?? SEND_DEADLINE_MS);
  });
  try {
    const outcome = await Promise.race([sending.then(() => "sent" as const), deadline]);
    if (outcome === "sent") return undefined;
    sending.then(
      async () => {
        console.info(`[contact] lead ${id} delivered after its deadline; kept copy removed`);
        await deps.leads?.markDelivered(fingerprint).catch(() => {});
        await deps.leads?.remove(id).catch(() => {});
      },
      () => {},
    );
    return new DeliveryError(503, { transport: transport.kind, code: "EDEADLINE" });
  } catch (error) {
    return error instanceof DeliveryError ? error : new DeliveryError(503, { transport: transport.kind, code: (error as Error)?.name });
  } finally {
    clearTimeout(timer);
  }
}

/** Keeps a failed lead for `npm run leads:retry`, within the store's bounds; never throws. */
async function keepLead(
  deps: ContactDeps,
  id: string,
  mail: SendMailOptions,
  fingerprint: string,
  failure: DeliveryError,
  receivedAt: Date,
  clientKey: string,
) {
  const store = deps.leads;
  if (!store) return;
  try {
    const record = await undeliveredLead(id, mail, fingerprint, failure.message, receivedAt, clientTag(clientKey));
    const outcome = await store.keep(record, deps.keepLimits);
    const said: Record<KeepOutcome, string> = {
      kept: "kept for `npm run leads:retry`",
      duplicate: "not kept: the same lead is kept already",
      client_full: "NOT KEPT: this client address has reached its bound of kept leads",
      full: "NOT KEPT: the store of kept leads is full",
    };
    (outcome === "kept" || outcome === "duplicate" ? console.info : console.error)(`[contact] lead ${id} ${said[outcome]}`);
  } catch (keepError) {
    console.error(`[contact] lead ${id} could not be kept:`, (keepError as Error)?.message);
  }
}

let limiter: { config: string; instance: RateLimiter } | undefined;

function rateLimiterFromEnv(raw: Record<string, string | undefined> = process.env): RateLimiter {
  const config = parsedEnv(raw);
  const limit = config.CONTACT_RATE_LIMIT;
  const redis = redisFromEnv(raw);
  const key = `${limit}:${config.REDIS_URL ?? ""}`;
  if (limiter?.config !== key) {
    limiter = { config: key, instance: redis ? new RedisRateLimiter({ redis, limit }) : new MemoryRateLimiter({ limit }) };
  }
  return limiter.instance;
}

export function contactDepsFromEnv(raw: Record<string, string | undefined> = process.env): ContactDeps {
  const config = parsedEnv(raw);
  const delivery = deliveryFromEnv(raw);
  return {
    limiter: rateLimiterFromEnv(raw),
    leads: leadStoreFromEnv(raw),
    delivery,
    transport: () => {
      if (delivery.mode === "broken") throw new Error(delivery.problem);
      return transportFor(delivery);
    },
    mail: {
      to: config.CONTACT_TO ?? site.email,
      from: config.CONTACT_FROM ?? `${site.name} <${site.email}>`,
    },
    env: { TRUST_PROXY: config.TRUST_PROXY, VERCEL: config.VERCEL },
    metaCapi: () => metaCapiConfig(raw),
    defer: after,
  };
}
