import "server-only";
import { siteUrl } from "@/lib/env";
import { leadEvent, type MetaLeadEvent } from "@/lib/tracking/meta-capi";
import type { Lead } from "../lead/lead";
import { clientIp, type ClientKeys } from "../limits/client-address";
import type { LeadRuntime } from "../runtime";
import type { LeadRecord } from "../store/record";

/**
 * The record of a new lead. Delivered one by one: every configured channel's payload, rendered now, each waiting for
 * its first try, and its conversion. Held: only what the visitor sent and the network it came from, for the digest.
 */
export async function recordOf(
  lead: Lead,
  fingerprint: string,
  client: ClientKeys,
  held: boolean,
  headers: Headers,
  runtime: LeadRuntime,
): Promise<{ record: LeadRecord; event?: MetaLeadEvent }> {
  const receivedAt = lead.receivedAt.toISOString();
  const base = {
    id: lead.id,
    receivedAt,
    fingerprint,
    primary: runtime.primary,
    consent: { marketing: lead.values.marketingConsent === true },
  };
  if (held) {
    const { values, locale, attribution, page } = lead;
    const network = client.network ?? client.address;
    return { record: { ...base, channels: {}, held: { values, locale, attribution, page, network } } };
  }
  const channels: LeadRecord["channels"] = {};
  for (const channel of runtime.channels) {
    channels[channel.name] = {
      status: "pending",
      attempts: 0,
      nextAttemptAt: receivedAt,
      payload: await channel.render(lead),
    };
  }
  const event = conversionOf(lead, headers, runtime);
  // The kept copy carries no IP address: only the live send has it.
  const kept = event && { ...event, user_data: { ...event.user_data, client_ip_address: undefined } };
  return { record: { ...base, channels, conversion: kept && { event: kept, sent: false } }, event };
}

/** The Conversions API Lead of a lead whose visitor allowed marketing, when the Conversions API is configured. */
function conversionOf(lead: Lead, headers: Headers, runtime: LeadRuntime): MetaLeadEvent | undefined {
  const { eventId, marketingConsent } = lead.values;
  if (marketingConsent !== true || !eventId) return undefined;
  const config = runtime.metaCapi;
  if (!config) return undefined;
  const context = {
    sourceUrl: headers.get("referer") ?? undefined,
    clientIp: clientIp(headers, runtime.clientEnv),
    userAgent: headers.get("user-agent") ?? undefined,
    cookies: headers.get("cookie") ?? undefined,
  };
  return leadEvent({
    eventId,
    time: lead.receivedAt,
    values: lead.values,
    attribution: lead.attribution,
    context,
    siteUrl,
  });
}
