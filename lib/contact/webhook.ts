import "server-only";
import { Webhook } from "standardwebhooks";
import { siteUrl } from "@/lib/env";
import { describeChannel } from "./channel";
import { channelWords } from "./lead-words";
import type { Lead } from "./mail";
import { BUDGET_KEYS } from "./options";
import type { SendResult } from "./retry";
import { serviceOptionLabel } from "./service-options";
import { translator } from "@/lib/i18n/messages";

const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookTarget = { url: string; secret: string };

const ATTRIBUTION_KEYS = [
  "landingPage",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;

/**
 * The body of a lead's webhook: `lead.created` with what the visitor sent, the page they sent it from and the
 * attribution the lead e-mail names. Nothing else: no address, no browser, no consent-bound identifiers.
 */
export function webhookBody(lead: Lead, page: string | undefined, now: Date = new Date()): string {
  const { values, attribution } = lead;
  const form = translator("pl", "ContactForm", { typeset: false });
  const pick = <K extends string>(keys: readonly K[]) =>
    Object.fromEntries(
      keys.flatMap((key) =>
        attribution[key as keyof typeof attribution] ? [[key, attribution[key as keyof typeof attribution]]] : [],
      ),
    );
  return JSON.stringify({
    type: "lead.created",
    timestamp: now.toISOString(),
    data: {
      id: lead.id,
      submittedAt: lead.receivedAt.toISOString(),
      language: lead.locale,
      firstName: values.firstName,
      lastName: values.lastName,
      email: values.email,
      company: values.company || null,
      service: values.service,
      budget: values.budget,
      message: values.message,
      labels: {
        service: serviceOptionLabel("pl", values.service, { typeset: false }),
        budget: form(`budgets.${BUDGET_KEYS[values.budget as keyof typeof BUDGET_KEYS]}`),
      },
      page: page ?? null,
      attribution: {
        channel: describeChannel(attribution, channelWords, new URL(siteUrl).hostname),
        ...pick(ATTRIBUTION_KEYS),
        clickIds: pick(CLICK_IDS),
      },
    },
  });
}

/** The page a lead was sent from (its Referer), without the fragment; only a page of this site. */
export function sourcePage(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(siteUrl).origin && !["localhost", "127.0.0.1"].includes(url.hostname)) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}

/** A URL's credentials as a Basic Authorization header (fetch refuses a URL that carries them). */
function withoutCredentials(target: string): { url: string; headers: Record<string, string> } {
  const url = new URL(target);
  if (!url.username && !url.password) return { url: target, headers: {} };
  const basic = Buffer.from(`${decodeURIComponent(url.username)}:${decodeURIComponent(url.password)}`).toString(
    "base64",
  );
  url.username = "";
  url.password = "";
  return { url: url.toString(), headers: { Authorization: `Basic ${basic}` } };
}

/**
 * POSTs a lead's body, signed by the Standard Webhooks scheme: `webhook-id` is the lead's id (the same on every try),
 * `webhook-timestamp` this try's time. A 2xx delivers; a timeout, a network error, 408, 429, 5xx or a redirect (never
 * followed) is tried again later; any other 4xx is refused for good. Never throws, never logs the URL or the secret.
 */
export async function postWebhook(
  target: WebhookTarget,
  id: string,
  body: string,
  timeoutMs = WEBHOOK_TIMEOUT_MS,
): Promise<SendResult & { status?: number }> {
  const now = new Date();
  const { url, headers } = withoutCredentials(target.url);
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(timeoutMs),
      headers: {
        ...headers,
        "Content-Type": "application/json",
        "webhook-id": id,
        "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
        "webhook-signature": new Webhook(target.secret).sign(id, now, body),
      },
      body,
    });
    await response.body?.cancel().catch(() => {});
    const { status } = response;
    if (status >= 200 && status < 300) return { ok: true, status };
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    return { ok: false, permanent, status, error: `the receiver answered ${status}` };
  } catch (error) {
    const { name, cause } = (error ?? {}) as { name?: string; cause?: { code?: unknown } };
    const reason =
      name === "TimeoutError"
        ? "no answer within its deadline"
        : typeof cause?.code === "string"
          ? cause.code
          : (name ?? "network error");
    return { ok: false, permanent: false, error: reason };
  }
}
