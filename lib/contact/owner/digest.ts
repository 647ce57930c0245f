import "server-only";
import { escapeHtml } from "@/lib/escape";
import { headerText, htmlPage, leadRows, messageHtml, rowsHtml } from "../channels/email/lead-mail";
import type { Lead } from "../lead/lead";
import { leadWords as t } from "../lead/lead-words";
import type { LeadRecord } from "../store/record";
import type { LeadStore } from "../store/store";
import type { Owner, OwnerMail } from "./owner";

/** Held leads go to the owner once an hour while a flood lasts. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/** A held record as the lead it carries. */
const heldLead = (record: LeadRecord): Lead | undefined =>
  record.held && { ...record.held, id: record.id, receivedAt: new Date(record.receivedAt) };

/**
 * One e-mail with every lead held during a flood, each shown as its own lead e-mail shows it (who, what, where from,
 * the message), so that a real enquiry among the junk is found and answered.
 */
function buildDigestMail(leads: Lead[], now: Date): OwnerMail {
  const count = leads.length;
  const subject = headerText(t("digest.subject", { count }));
  const sections = leads.map((lead, index) => ({
    title: t("digest.lead", { number: index + 1, count }),
    rows: leadRows(lead),
    message: lead.values.message,
  }));
  const text = [
    t("digest.heading"),
    "",
    t("digest.intro"),
    ...sections.flatMap((section) => [
      "",
      `== ${section.title}`,
      ...section.rows.map(([label, value]) => `${label}: ${value}`),
      `${t("message")}:`,
      section.message,
    ]),
  ].join("\n");
  const html = htmlPage(
    subject,
    `<h1 style="font-size:18px;margin:0 0 8px">${escapeHtml(t("digest.heading"))}</h1>
<p>${escapeHtml(t("digest.intro"))}</p>
${sections
  .map(
    (section) =>
      `<h2 style="font-size:16px;margin:24px 0 8px;border-top:1px solid #cbd5e1;padding-top:16px">${escapeHtml(section.title)}</h2>
${rowsHtml(section.rows)}
${messageHtml(section.message)}`,
  )
  .join("\n")}`,
  );
  return { subject, text, html, date: now };
}

/**
 * Every held lead in one e-mail to the owner, then done (remembered as delivered, removed), and a chat line with the
 * count. Throws when the e-mail was not handed over: the leads stay held for the next pass.
 */
export async function mailDigest({ owner, store }: { owner: Owner; store: LeadStore }, held: LeadRecord[], now: Date) {
  const leads = held.map(heldLead).filter((lead): lead is Lead => lead !== undefined);
  await owner.mail(buildDigestMail(leads, now), "digest");
  console.info(`[leads] digest of ${held.length} held leads sent: ${held.map((r) => r.id).join(", ")}`);
  for (const record of held) {
    await store.markDelivered(record.fingerprint).catch(() => {});
    await store.remove(record);
  }
  await owner.chat(t("digest.chat", { count: held.length, to: owner.mailbox }));
}
