import "server-only";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { escapeHtml } from "@/lib/escape";
import type { Locale } from "@/lib/i18n/routing";
import { leadSummary, type Lead } from "../../lead/lead";
import { leadWords as t } from "../../lead/lead-words";
import { withoutClickIds } from "../../lead/lead-source";
import { UTM_KEYS } from "../../lead/options";

export type MailConfig = { to: string; from: string };

// The mail goes to the agency, which reads Polish; the visitor's language is one of its fields.
const MAIL_LOCALE: Locale = "pl";
const TIME_ZONE = "Europe/Warsaw";

/** One line, no control characters: safe in a header whatever reaches it. */
export function headerText(value: string, max = 200): string {
  return value
    .replace(/[\p{Cc}\u2028\u2029]+/gu, " ")
    .replace(/\s+/g, " ")
    .trim()
    .slice(0, max);
}

/** The lead e-mail's table: who, what, where from, when. */
export function leadRows(lead: Lead): [label: string, value: string][] {
  const { values, attribution } = lead;
  const summary = leadSummary(lead);
  return [
    [t("name"), `${values.firstName} ${values.lastName}`],
    [t("email"), values.email],
    [t("company"), values.company || t("none")],
    [t("service"), `${summary.service} (${values.service})`],
    [t("budget"), `${summary.budget} (${values.budget})`],
    [t("language"), `${t(`languages.${lead.locale}`)} (${lead.locale})`],
    [t("landingPage"), withoutClickIds(attribution.landingPage) || t("none")],
    [t("referrer"), attribution.referrer || t("none")],
    [t("channel"), summary.source],
    ...(summary.landing ? [[t("landing"), t("landingValue", summary.landing)] as [string, string]] : []),
    ...UTM_KEYS.flatMap((key): [string, string][] => (attribution[key] ? [[key, attribution[key]]] : [])),
    // What the visitor's browser had chosen when sending: the consent the lead's Conversions API event rests on.
    [t("marketingConsent"), t("marketingConsentValue", { given: String(values.marketingConsent === true) })],
    [t("receivedAt"), formatTime(lead.receivedAt)],
    [t("leadId"), lead.id],
  ];
}

export function formatTime(date: Date): string {
  const local = new Intl.DateTimeFormat("pl-PL", {
    dateStyle: "long",
    timeStyle: "medium",
    timeZone: TIME_ZONE,
  }).format(date);
  return `${local} (${TIME_ZONE}; ${date.toISOString()})`;
}

function leadMessageId(id: string, from: string): string {
  const domain = /@([A-Za-z0-9.-]+)/.exec(from)?.[1] ?? "localhost";
  return `<lead-${id.replace(/[^\w-]/g, "")}@${domain}>`;
}

const CELL = "padding:6px 12px 6px 0;vertical-align:top;text-align:left";

/** A lead's table as the e-mails show it: labels in grey, every value escaped. */
export function rowsHtml(rows: [label: string, value: string][]): string {
  const row = ([label, value]: [string, string]) =>
    `<tr><th style="${CELL};color:#475569;font-weight:600">${escapeHtml(label)}</th><td style="${CELL}">${escapeHtml(value)}</td></tr>`;
  return `<table role="presentation" style="border-collapse:collapse">\n${rows.map(row).join("\n")}\n</table>`;
}

/** What the visitor wrote, its line breaks kept. */
export function messageHtml(text: string): string {
  return `<div style="white-space:pre-wrap;border-left:3px solid #2546eb;padding:4px 0 4px 12px">${escapeHtml(text)}</div>`;
}

/** An e-mail's HTML part in the agency's language. */
export function htmlPage(title: string, body: string): string {
  return `<!doctype html>
<html lang="${MAIL_LOCALE}"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head>
<body style="font-family:Arial,Helvetica,sans-serif;font-size:14px;color:#0f172a;line-height:1.5">
${body}
</body></html>`;
}

export function buildLeadMail(lead: Lead, config: MailConfig): SendMailOptions {
  const { values } = lead;
  const name = headerText(`${values.firstName} ${values.lastName}`, 120);
  const subject = headerText(t("subject", { name, service: leadSummary(lead).service }));
  const table = leadRows(lead);

  const text = [
    t("heading"),
    "",
    ...table.map(([label, value]) => `${label}: ${value}`),
    "",
    `${t("message")}:`,
    values.message,
    "",
    "--",
    t("replyHint"),
  ].join("\n");

  const html = htmlPage(
    subject,
    `<h1 style="font-size:18px;margin:0 0 16px">${escapeHtml(t("heading"))}</h1>
${rowsHtml(table)}
<h2 style="font-size:16px;margin:24px 0 8px">${escapeHtml(t("message"))}</h2>
${messageHtml(values.message)}
<p style="color:#475569;font-size:12px;margin-top:24px">${escapeHtml(t("replyHint"))}</p>`,
  );

  return {
    from: config.from,
    to: config.to,
    replyTo: { name, address: values.email },
    subject,
    text,
    html,
    date: lead.receivedAt,
    // One Message-ID per lead: a lead sent again by leads:retry is recognisably the same message.
    messageId: leadMessageId(lead.id, config.from),
    headers: { "X-Lead-Id": lead.id },
  };
}
