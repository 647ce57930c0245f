import "server-only";
import { chatBody, postChat } from "../channels/chat";
import { summaryOf, type LeadRecord, type RecordSummary } from "../store/record";
import { leadWords } from "../lead/lead-words";
import { formatTime, headerText } from "../channels/email/lead-mail";
import type { LeadRuntime } from "../runtime";
import { renderMail } from "../channels/email/mailer";

const HOUR_MS = 60 * 60 * 1000;

export type AlertKind = "kept" | "expiring" | "expired" | "refused" | "floodStart" | "floodEnd" | "unit";

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
  runtime: LeadRuntime,
  kind: AlertKind,
  text: string,
  { avoid = [] }: { avoid?: string[] } = {},
): Promise<boolean> {
  const { store } = runtime;
  const now = runtime.now().getTime();
  const last = Number((await store.getState(`alert:${kind}`).catch(() => undefined)) ?? 0);
  if (now - last < HOUR_MS) return false;
  const title = leadWords(`alerts.${kind}.title`);
  // E-mail when the chat is not set, is the failing channel or does not answer: even a mail server refusing one lead
  // may take a short alert.
  const sent = (await viaChat(runtime, text, avoid)) || (await viaEmail(runtime, title, text));
  // The alert itself carries ids only, so the log may say it too.
  console.error(`[alert] ${title}: ${text}${sent ? "" : " (not delivered: no channel to the owner got through)"}`);
  if (sent) await store.setState(`alert:${kind}`, String(now)).catch(() => {});
  return sent;
}

async function viaChat(runtime: LeadRuntime, text: string, avoid: string[]): Promise<boolean> {
  if (!runtime.chatUrl || avoid.includes("chat")) return false;
  return (await postChat(runtime.chatUrl, chatBody(text))).kind === "delivered";
}

async function viaEmail(runtime: LeadRuntime, title: string, text: string): Promise<boolean> {
  if (!runtime.mailer) return false;
  try {
    const subject = headerText(leadWords("alerts.subject", { title }));
    const raw = await renderMail({ from: runtime.mail.from, to: runtime.mail.to, subject, text });
    await runtime.mailer.send({ raw, from: runtime.mail.from, to: runtime.mail.to }, "alert");
    return true;
  } catch {
    return false;
  }
}

/** Whether any lead other than this one has failed a try and still waits: then the owner has been told already. */
async function othersFailing(runtime: LeadRuntime, id: string): Promise<boolean> {
  const { records } = await runtime.store.list().catch(() => ({ records: [] as LeadRecord[] }));
  return records.some((r) => r.id !== id && Object.values(r.channels).some((c) => c.attempts > 0));
}

/** The first lead kept after a healthy period: a channel failed its try, and no other lead was waiting. */
export async function alertKept(runtime: LeadRuntime, record: LeadRecord): Promise<void> {
  const failed = Object.entries(record.channels).find(([, state]) => state.attempts > 0 && state.lastError);
  if (!failed || (await othersFailing(runtime, record.id))) return;
  const [channel, state] = failed;
  await raiseAlert(
    runtime,
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
