import "server-only";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { escapeHtml } from "@/lib/escape";
import type { LeadRecord } from "../store/record";
import { leadWords as t } from "../lead/lead-words";
import {
  headerText,
  htmlPage,
  leadRows,
  messageHtml,
  rowsHtml,
  type Lead,
  type MailConfig,
} from "../channels/email/lead-mail";

/** A held record as the lead it carries. */
export const heldLead = (record: LeadRecord): Lead | undefined =>
  record.held && { ...record.held, id: record.id, receivedAt: new Date(record.receivedAt) };

/**
 * One e-mail with every lead held during a flood, each shown as its own lead e-mail shows it (who, what, where from,
 * the message), so that a real enquiry among the junk is found and answered.
 */
export function buildDigestMail(leads: Lead[], config: MailConfig, now: Date): SendMailOptions {
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
  return { from: config.from, to: config.to, subject, text, html, date: now };
}
