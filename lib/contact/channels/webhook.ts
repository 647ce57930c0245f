import "server-only";
import { Webhook } from "standardwebhooks";
import { leadSummary, type Lead } from "../lead/lead";
import { clickIdsSeen, withoutClickIds } from "../lead/lead-source";
import { UTM_KEYS } from "../lead/options";
import type { Attribution } from "../lead/schema";
import { hostOf, postJson, type Channel } from "./channel";

const WEBHOOK_TIMEOUT_MS = 10_000;

export type WebhookTarget = { url: string; secret: string; timeoutMs?: number };

const ATTRIBUTION_KEYS = ["landingPage", "referrer", ...UTM_KEYS] as const;

/**
 * A lead as a webhook carries it: what the visitor sent, the page they sent it from, the attribution the lead e-mail
 * names and the marketing consent the visitor had when sending (the consent trail of the lead's Conversions API event;
 * no lead goes back to an ad platform as an offline conversion: docs/decisions.md). Nothing else: no address, no
 * browser, no cookie identifiers.
 */
export function leadData(lead: Lead) {
  const { values } = lead;
  const attribution = { ...lead.attribution, landingPage: withoutClickIds(lead.attribution.landingPage) };
  const summary = leadSummary(lead);
  const pick = (keys: readonly (keyof Attribution)[]) =>
    Object.fromEntries(keys.flatMap((key) => (attribution[key] ? [[key, attribution[key]]] : [])));
  return {
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
    labels: { service: summary.service, budget: summary.budget },
    page: withoutClickIds(lead.page) ?? null,
    landing: summary.landing,
    consent: { marketing: values.marketingConsent === true },
    attribution: { channel: summary.source, ...pick(ATTRIBUTION_KEYS), clickIds: clickIdsSeen(attribution) },
    // Held during a flood and sent later, each as its own lead.
    ...(lead.held && { held: true }),
  };
}

/** `lead.created`: one lead. */
const webhookBody = (lead: Lead, now = new Date()) =>
  JSON.stringify({ type: "lead.created", timestamp: now.toISOString(), data: leadData(lead) });

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
