import { randomUUID } from "node:crypto";
import { after } from "next/server";
import { z } from "zod";
import { metaCapiConfig, siteUrl, type MetaCapiConfig } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import { routing, type Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site";
import { clientAddress, clientIp } from "./client-address";
import { buildLeadMail, type Lead, type MailConfig } from "./mail";
import { leadEvent, sendMetaEvent, type RequestContext } from "./meta-capi";
import { HONEYPOT_FIELD } from "./options";
import { MemoryRateLimiter, rateLimitFromEnv, type RateLimiter } from "./rate-limit";
import { redisFromEnv } from "./redis";
import { RedisRateLimiter } from "./redis-rate-limit";
import { BodyTooLarge, isJson, localeFromAcceptLanguage, readLimitedText } from "./request";
import { attributionSchema, makeContactSchema, type ContactSchema } from "./schema";
import { DeliveryError, mailTransportFromEnv, type MailTransport } from "./transport";
import { leadFingerprint, leadStoreFromEnv, undeliveredLead, type LeadStore } from "./undelivered";

export type ContactDeps = {
  limiter: RateLimiter;
  transport: () => MailTransport;
  mail: MailConfig;
  /** Where a lead the transport refused is kept (and delivered leads' fingerprints remembered). */
  leads?: LeadStore;
  env?: Record<string, string | undefined>;
  now?: () => Date;
  /** Meta Conversions API settings; unset: no server-side events. */
  metaCapi?: () => MetaCapiConfig | undefined;
  /** Runs work after the answer went out (Next's `after()` in the route). */
  defer?: (task: () => Promise<unknown>) => void;
};

const schemas = new Map<Locale, ContactSchema>();
function schemaFor(locale: Locale): ContactSchema {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = makeContactSchema(translator(locale, "ContactForm.errors"))));
  return schema;
}

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function isLocale(value: unknown): value is Locale {
  return typeof value === "string" && (routing.locales as readonly string[]).includes(value);
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
  const locale = isLocale(input.locale) ? input.locale : headerLocale;

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

  if (deps.env?.VERCEL === "1" && !deps.env.SMTP_URL?.trim()) {
    // A serverless function's files vanish with it: an outbox there would swallow the lead.
    console.error("[contact] SMTP_URL is not set on Vercel: leads cannot be delivered or kept; answered 503");
    return json(503, { error: "delivery_failed" });
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
  try {
    await deps.transport().send(mail, lead.id);
  } catch (error) {
    await deps.limiter.release(key).catch(() => {});
    const failure =
      error instanceof DeliveryError ? error : new DeliveryError(503, { transport: "smtp", code: (error as Error)?.name });
    // Only the lead's id and the transport's codes: the visitor's text stays out of the log.
    console.error(`[contact] lead ${lead.id} not delivered:`, JSON.stringify(failure.detail));
    if (deps.leads) {
      const store = deps.leads;
      await undeliveredLead(lead.id, mail, fingerprint, failure.message, lead.receivedAt)
        .then((record) => store.keep(record))
        .then(
          () => console.info(`[contact] lead ${lead.id} kept for \`npm run leads:retry\``),
          (keepError: unknown) => console.error(`[contact] lead ${lead.id} could not be kept:`, (keepError as Error)?.message),
        );
    }
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

/** The Conversions API Lead for a delivered lead whose visitor allowed marketing, sent after the answer. */
function queueMetaLead(lead: Lead, eventId: string, context: RequestContext, deps: ContactDeps) {
  if (!deps.metaCapi || !deps.defer) return;
  let config: MetaCapiConfig | undefined;
  try {
    config = deps.metaCapi();
  } catch (error) {
    // The names of the offending variables only: a value could be the token.
    const names = error instanceof z.ZodError ? error.issues.map((issue) => issue.path.join(".")).join(", ") : (error as Error)?.name;
    console.error(`[meta-capi] configuration invalid (${names}): lead ${lead.id} not sent`);
    return;
  }
  if (!config) return;
  const settings = config;
  deps.defer(() =>
    sendMetaEvent(settings, leadEvent({ eventId, time: lead.receivedAt, values: lead.values, attribution: lead.attribution, context, siteUrl }), lead.id),
  );
}

let limiter: { config: string; instance: RateLimiter } | undefined;

/** The one place the limiter is chosen: shared in Redis when REDIS_URL is set, else in this process's memory. */
export function rateLimiterFromEnv(env: NodeJS.ProcessEnv = process.env): RateLimiter {
  const limit = rateLimitFromEnv(env.CONTACT_RATE_LIMIT);
  const redis = redisFromEnv(env);
  const config = `${limit}:${env.REDIS_URL?.trim() ?? ""}`;
  if (limiter?.config !== config) {
    limiter = { config, instance: redis ? new RedisRateLimiter({ redis, limit }) : new MemoryRateLimiter({ limit }) };
  }
  return limiter.instance;
}

/** The dependencies as configured by the environment (see the README). */
export function contactDepsFromEnv(env: NodeJS.ProcessEnv = process.env): ContactDeps {
  return {
    limiter: rateLimiterFromEnv(env),
    leads: leadStoreFromEnv(env),
    transport: () => mailTransportFromEnv(env),
    mail: {
      to: env.CONTACT_TO?.trim() || site.email,
      from: env.CONTACT_FROM?.trim() || `${site.name} <${site.email}>`,
    },
    env,
    metaCapi: () => metaCapiConfig(env),
    defer: after,
  };
}
