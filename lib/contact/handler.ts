import "server-only";
import { hasLocale } from "next-intl";
import { after } from "next/server";
import { env as parsedEnv, metaCapiConfig } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import { routing } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { channelsFromEnv } from "./delivery";
import { leadStoreFromEnv } from "./kept-leads";
import { contactLimits, type ContactLimits } from "./limits";
import { redisFromEnv } from "./redis";
import { BodyTooLarge, isJson, localeFromAcceptLanguage, readLimitedText } from "./request";
import { submitLead, type ContactDeps, type SubmissionOutcome } from "./submission";
import { transportFor } from "./transport";

export { SEND_DEADLINE_MS, type ContactDeps } from "./submission";

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function answer(outcome: SubmissionOutcome): Response {
  switch (outcome.kind) {
    case "accepted":
    case "ignored":
      return json(200, { ok: true });
    case "invalid":
      return json(400, { errors: outcome.errors });
    case "limited":
      return json(
        429,
        { error: "too_many_requests", retryAfterSeconds: outcome.retryAfterSeconds },
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    case "failed":
      return json(outcome.status, { error: "delivery_failed" });
  }
}

/** POST /api/contact: a JSON body of at most 32 KiB; 200 only once the lead was delivered. */
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
  const locale =
    typeof input.locale === "string" && hasLocale(routing.locales, input.locale) ? input.locale : headerLocale;
  return answer(await submitLead(input, { locale, headers: request.headers }, deps));
}

let limits: { config: string; instance: ContactLimits } | undefined;

/** One set of limiters per configuration: shared in Redis when REDIS_URL is set, else in this process's memory. */
function limitsFromEnv(raw: Record<string, string | undefined>): ContactLimits {
  const config = parsedEnv(raw);
  const key = `${config.CONTACT_RATE_LIMIT}:${config.CONTACT_SITE_LIMIT}:${config.REDIS_URL ?? ""}`;
  if (limits?.config !== key) {
    const instance = contactLimits({
      perAddress: config.CONTACT_RATE_LIMIT,
      perSite: config.CONTACT_SITE_LIMIT,
      redis: redisFromEnv(raw),
    });
    limits = { config: key, instance };
  }
  return limits.instance;
}

export function contactDepsFromEnv(raw: Record<string, string | undefined> = process.env): ContactDeps {
  const config = parsedEnv(raw);
  const channels = channelsFromEnv(raw);
  const delivery = channels.email ?? { mode: "broken", problem: "no e-mail channel" };
  return {
    primary: channels.primary,
    email: channels.email !== undefined,
    webhook: channels.webhook,
    primaryProblem: channels.problem,
    notifyUrl: channels.notifyUrl,
    limits: limitsFromEnv(raw),
    siteLimit: config.CONTACT_SITE_LIMIT,
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
