import "server-only";
import { hasLocale } from "next-intl";
import { translator } from "@/lib/i18n/messages";
import { routing, type Locale } from "@/lib/i18n/routing";
import { outcomeMessage } from "./outcome-words";
import { BodyTooLarge, isJson, localeFromAcceptLanguage, readLimitedText } from "./request";
import type { LeadRuntime } from "../runtime";
import { submitLead, type SubmissionOutcome } from "../flow/submit";

function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return Response.json(body, { status, headers: { "Cache-Control": "no-store", ...headers } });
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/**
 * Each answer carries `message`, the visitor's words for it; a lead that counts as a conversion carries its id
 * (`lead`), which the form reports as the Ads conversion's transaction id.
 */
function answer(outcome: SubmissionOutcome, locale: Locale): Response {
  const message = outcomeMessage(outcome, locale);
  switch (outcome.kind) {
    case "accepted":
    case "ignored":
      return json(200, {
        ok: true,
        message,
        ...(outcome.kind === "accepted" && outcome.leadId && { lead: outcome.leadId }),
      });
    case "invalid":
      return json(400, { errors: outcome.errors, message });
    case "limited":
      return json(
        429,
        { error: "too_many_requests", retryAfterSeconds: outcome.retryAfterSeconds, message },
        { "Retry-After": String(outcome.retryAfterSeconds) },
      );
    case "failed":
      return json(outcome.status, { error: outcome.unkept ? "not_kept" : "delivery_failed", message });
  }
}

/** POST /api/contact: a JSON body of at most 32 KiB; 200 only once the lead was delivered (or held, or seen before). */
export async function handleContact(request: Request, runtime: LeadRuntime): Promise<Response> {
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
  return answer(await submitLead(input, { locale, headers: request.headers }, runtime), locale);
}
