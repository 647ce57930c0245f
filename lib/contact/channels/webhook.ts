import "server-only";
import { Webhook } from "standardwebhooks";
import { siteUrl } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import { describeSource } from "../lead-source";
import { channelWords } from "../lead-words";
import type { Lead } from "../mail";
import { BUDGET_KEYS } from "../options";
import { serviceOptionLabel } from "../service-options";
import { hostOf, postJson, type Channel } from "./channel";

const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookTarget = { url: string; secret: string; timeoutMs?: number };

const ATTRIBUTION_KEYS = [
  "landingPage",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "utm_term",
  "utm_content",
] as const;
const CLICK_IDS = ["gclid", "gbraid", "wbraid", "fbclid"] as const;

/**
 * The body of a lead's webhook: `lead.created` with what the visitor sent, the page they sent it from, the
 * attribution the lead e-mail names and the marketing consent the visitor had when sending (the consent trail of the
 * lead's Conversions API event; no lead goes back to an ad platform as an offline conversion: docs/decisions.md).
 * Nothing else: no address, no browser, no cookie identifiers.
 */
function webhookBody(lead: Lead, now: Date = new Date()): string {
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
      page: lead.page ?? null,
      consent: { marketing: values.marketingConsent === true },
      attribution: {
        channel: describeSource(attribution, channelWords, new URL(siteUrl).hostname),
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

/**
 * A signed POST per lead to a CRM or an automation (Standard Webhooks): `webhook-id` is the lead's id on every try,
 * so a receiver can tell a retry from a new lead; `webhook-timestamp` is this try's time.
 */
export function webhookChannel(target: WebhookTarget): Channel {
  const signer = new Webhook(target.secret);
  return {
    name: "webhook",
    target: `the webhook at ${hostOf(target.url)} (signed)`,
    render: async (lead) => webhookBody(lead),
    send(body, leadId) {
      const now = new Date();
      return postJson(target.url, body, {
        timeoutMs: target.timeoutMs ?? WEBHOOK_TIMEOUT_MS,
        headers: {
          "webhook-id": leadId,
          "webhook-timestamp": String(Math.floor(now.getTime() / 1000)),
          "webhook-signature": signer.sign(leadId, now, body),
        },
      });
    },
  };
}
