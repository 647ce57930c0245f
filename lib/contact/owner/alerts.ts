import "server-only";
import { formatTime, headerText } from "../channels/email/lead-mail";
import { leadWords } from "../lead/lead-words";
import { summaryOf, type LeadRecord, type RecordSummary } from "../store/record";
import type { LeadStore } from "../store/store";
import type { Owner } from "./owner";

const HOUR_MS = 60 * 60 * 1000;

export type AlertKind =
  | "kept"
  | "notKept"
  | "expiring"
  | "expired"
  | "lost"
  | "refused"
  | "floodStart"
  | "floodEnd"
  | "dropped"
  | "digestFailing"
  | "heldRefused"
  | "unit";

/**
 * What telling the owner needs: the owner, the store that remembers the last alert of each kind across instances, this
 * process's memory of them (what still limits alerts when the store cannot answer), a clock.
 */
export type Alerting = { owner: Owner; store: LeadStore; alerted: Map<string, number>; now: () => Date };

/** A lead as an alert names it: its id, when it arrived and its channels; never what the visitor wrote. */
function alertItem(record: LeadRecord | RecordSummary): string {
  const summary = "fingerprint" in record ? summaryOf(record) : record;
  return leadWords("alerts.item", {
    id: summary.id,
    time: formatTime(new Date(summary.receivedAt)),
    channels: summary.channels.join(", ") || "–",
  });
}

export const alertItems = (records: (LeadRecord | RecordSummary)[]) =>
  records.slice(0, 20).map(alertItem).join("; ") + (records.length > 20 ? ` (+${records.length - 20})` : "");

/**
 * Tells the owner, through a channel that is not the failing one: the chat (LEAD_NOTIFY_URL), else e-mail to
 * CONTACT_TO. At most one alert of a kind (of a kind and `key`, e.g. a channel) an hour, across instances; false when it
 * was not sent (too soon, or no way got through), so the caller can try again on its next pass.
 */
export async function raiseAlert(
  { owner, store, alerted, now }: Alerting,
  kind: AlertKind,
  text: string,
  { avoid = [], byMail, key }: { avoid?: string[]; byMail?: boolean; key?: string } = {},
): Promise<boolean> {
  const at = now().getTime();
  const name = key ? `alert:${kind}:${key}` : `alert:${kind}`;
  const stored = Number((await store.getState(name).catch(() => undefined)) ?? 0);
  if (at - Math.max(stored, alerted.get(name) ?? 0) < HOUR_MS) return false;
  const title = leadWords(`alerts.${kind}.title`);
  const sent = await owner.alert(headerText(leadWords("alerts.subject", { title })), text, { avoid, byMail });
  // The alert itself carries ids only, so the log may say it too.
  console.error(`[alert] ${title}: ${text}${sent ? "" : " (not delivered: no channel to the owner got through)"}`);
  if (sent) {
    alerted.set(name, at);
    await store.setState(name, String(at)).catch(() => {});
  }
  return sent;
}

/**
 * A lead kept after a channel failed its try: the owner hears of each channel's first failure after it last delivered
 * (another channel's lingering failure silences nothing), and of every failure of the primary channel, at most once an
 * hour per channel.
 */
export async function alertKept(alerting: Alerting, record: LeadRecord): Promise<void> {
  const { store, now } = alerting;
  for (const [channel, state] of Object.entries(record.channels)) {
    if (state.attempts === 0 || !state.lastError) continue;
    const failing = await store.getState(`failing:${channel}`).catch(() => undefined);
    if (!failing) await store.setState(`failing:${channel}`, String(now().getTime())).catch(() => {});
    else if (channel !== record.primary) continue;
    await raiseAlert(
      alerting,
      "kept",
      leadWords("alerts.kept.text", {
        item: alertItem(record),
        channel,
        reason: state.lastError,
        next: formatTime(new Date(state.nextAttemptAt)),
      }),
      { avoid: [channel], key: channel },
    );
  }
}

/** A channel delivered: its next failure is news again. */
export async function channelRecovered(store: LeadStore, channel: string): Promise<void> {
  if (await store.getState(`failing:${channel}`).catch(() => undefined))
    await store.setState(`failing:${channel}`, "").catch(() => {});
}

/**
 * A lead the store could not keep (the visitor was told so, with the e-mail and phone): what its one try did, if it
 * had one. Never says the lead is saved.
 */
export async function alertNotKept(alerting: Alerting, record: LeadRecord, reason: string): Promise<void> {
  const missed = Object.keys(record.channels);
  const outcome = record.held
    ? leadWords("alerts.notKept.held")
    : missed.length > 0
      ? leadWords("alerts.notKept.missed", { channels: missed.join(", ") })
      : leadWords("alerts.notKept.delivered");
  await raiseAlert(alerting, "notKept", leadWords("alerts.notKept.text", { item: alertItem(record), reason, outcome }));
}
