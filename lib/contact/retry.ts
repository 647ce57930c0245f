import "server-only";
import {
  isExpired,
  pendingChannels,
  settle,
  waitsForPrimary,
  type Channel,
  type KeptLead,
  type LeadStore,
} from "./kept-leads";
import { retryAt } from "./retry-schedule";

/** A channel's try: delivered, or failed for now (retried later) or for good (a receiver's 4xx: kept, never retried). */
export type SendResult = { ok: true } | { ok: false; permanent: boolean; error: string };
export type ChannelSender = (lead: KeptLead) => Promise<SendResult>;

/** Meta accepts a website event up to 7 days after it happened. */
const CONVERSION_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

export type RetryDeps = {
  stores: { name: string; store: LeadStore }[];
  /** The configured channels; a pending channel without one waits (and counts as failing). */
  senders: Partial<Record<Channel, ChannelSender>>;
  /** Sends a delivered lead's Conversions API event; unset when the Conversions API is not configured. */
  sendConversion?: (lead: KeptLead) => Promise<unknown>;
  deliveredRecently: (fingerprint: string) => Promise<boolean>;
  keepDays: number;
  now: () => Date;
  /** Every pending channel now, whatever its back-off (`leads:retry -- --now`). */
  force: boolean;
};

export type RetryCounts = {
  sent: number;
  skipped: number;
  failing: number;
  waiting: number;
  expired: number;
  unreadable: number;
};

/** One pass over every kept lead; a record that cannot be read or handled is reported and skipped. */
export async function retryKeptLeads(deps: RetryDeps): Promise<RetryCounts> {
  const counts: RetryCounts = { sent: 0, skipped: 0, failing: 0, waiting: 0, expired: 0, unreadable: 0 };
  for (const { name, store } of deps.stores) {
    for (const entry of await store.list()) {
      if (!entry.lead) {
        counts.unreadable++;
        console.error(`unreadable record ${entry.id} in ${name}, skipped: ${entry.error}`);
        continue;
      }
      try {
        await retryOne(entry.lead, store, deps, counts);
      } catch (error) {
        counts.unreadable++;
        console.error(`record ${entry.id} in ${name} could not be handled, skipped: ${(error as Error)?.message}`);
      }
    }
  }
  return counts;
}

async function retryOne(kept: KeptLead, store: LeadStore, deps: RetryDeps, counts: RetryCounts) {
  const now = deps.now();
  if (isExpired(kept, now, deps.keepDays)) {
    await store.remove(kept.id);
    counts.expired++;
    console.log(`expired ${kept.id}: kept ${deps.keepDays} days after its submission, deleted`);
    return;
  }
  if (waitsForPrimary(kept) && (await deps.deliveredRecently(kept.fingerprint))) {
    await store.remove(kept.id);
    counts.skipped++;
    console.log(`skipped ${kept.id}: the same lead was delivered within 24 h`);
    return;
  }

  let lead = kept;
  let changed = false;
  let waiting = false;
  for (const channel of pendingChannels(lead)) {
    const state = lead[channel]!;
    if (!deps.force && Date.parse(state.nextAttemptAt) > now.getTime()) {
      waiting = true;
      continue;
    }
    const sender = deps.senders[channel];
    const result: SendResult = sender
      ? await sender(lead)
      : { ok: false, permanent: false, error: `no ${channel} channel is configured` };
    changed = true;
    if (result.ok) {
      counts.sent++;
      console.log(`sent ${lead.id} (${channel})`);
      lead = { ...lead, [channel]: undefined };
      continue;
    }
    counts.failing++;
    const attempts = state.attempts + 1;
    const status = result.permanent ? "refused" : "pending";
    console.error(`${status === "refused" ? "refused" : "still failing"} ${lead.id} (${channel}): ${result.error}`);
    const next = {
      attempts,
      status,
      lastError: result.error,
      lastAttemptAt: now.toISOString(),
      nextAttemptAt: retryAt(attempts, now).toISOString(),
    } as const;
    lead = { ...lead, [channel]: { ...state, ...next } };
  }
  if (waiting) counts.waiting++;

  if (lead.conversion && !lead.conversion.sent && lead[lead.primary] === undefined) {
    if (!deps.sendConversion) console.log(`conversion of ${lead.id} not sent: the Conversions API is not configured`);
    else if (now.getTime() - lead.conversion.event.event_time * 1000 > CONVERSION_WINDOW_MS) {
      console.log(`conversion of ${lead.id} not sent: older than Meta's 7 days`);
    } else await deps.sendConversion(lead);
    lead = { ...lead, conversion: { ...lead.conversion, sent: true } };
    changed = true;
  }
  if (changed) await settle(store, lead);
}
