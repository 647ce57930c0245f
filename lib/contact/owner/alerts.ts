import "server-only";
import { formatTime, headerText } from "../channels/email/lead-mail";
import { leadWords } from "../lead/lead-words";
import { summaryOf, type LeadRecord, type RecordSummary } from "../store/record";
import type { LeadStore } from "../store/store";
import type { Owner } from "./owner";

const HOUR_MS = 60 * 60 * 1000;

export type AlertKind = "kept" | "expiring" | "expired" | "refused" | "floodStart" | "floodEnd" | "unit";

/** What telling the owner needs: the owner, the store that remembers the last alert of each kind, a clock. */
export type Alerting = { owner: Owner; store: LeadStore; now: () => Date };

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
 * CONTACT_TO. At most one alert of a kind an hour, across instances; false when it was not sent (too soon, or no way
 * got through), so the caller can try again on its next pass.
 */
export async function raiseAlert(
  { owner, store, now }: Alerting,
  kind: AlertKind,
  text: string,
  { avoid = [] }: { avoid?: string[] } = {},
): Promise<boolean> {
  const at = now().getTime();
  const last = Number((await store.getState(`alert:${kind}`).catch(() => undefined)) ?? 0);
  if (at - last < HOUR_MS) return false;
  const title = leadWords(`alerts.${kind}.title`);
  const sent = await owner.alert(headerText(leadWords("alerts.subject", { title })), text, { avoid });
  // The alert itself carries ids only, so the log may say it too.
  console.error(`[alert] ${title}: ${text}${sent ? "" : " (not delivered: no channel to the owner got through)"}`);
  if (sent) await store.setState(`alert:${kind}`, String(at)).catch(() => {});
  return sent;
}

/** Whether any lead other than this one has failed a try and still waits: then the owner has been told already. */
async function othersFailing(store: LeadStore, id: string): Promise<boolean> {
  const { records } = await store.list().catch(() => ({ records: [] as LeadRecord[] }));
  return records.some((r) => r.id !== id && Object.values(r.channels).some((c) => c.attempts > 0));
}

/** The first lead kept after a healthy period: a channel failed its try, and no other lead was waiting. */
export async function alertKept(alerting: Alerting, record: LeadRecord): Promise<void> {
  const failed = Object.entries(record.channels).find(([, state]) => state.attempts > 0 && state.lastError);
  if (!failed || (await othersFailing(alerting.store, record.id))) return;
  const [channel, state] = failed;
  await raiseAlert(
    alerting,
    "kept",
    leadWords("alerts.kept.text", {
      item: alertItem(record),
      channel,
      reason: state.lastError ?? "",
      next: formatTime(new Date(state.nextAttemptAt)),
    }),
    { avoid: [channel] },
  );
}
