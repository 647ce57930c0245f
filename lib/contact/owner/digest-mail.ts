import "server-only";
import { escapeHtml } from "@/lib/escape";
import { headerText, htmlPage, leadRows, messageHtml, rowsHtml } from "../channels/email/lead-mail";
import type { Lead } from "../lead/lead";
import { leadWords as t } from "../lead/lead-words";
import type { OwnerMail } from "./owner";

/** Held leads dropped to make room, per network, and which e-mail of the digest this is. */
export type DigestPart = { part: number; dropped: Record<string, number> };

/**
 * One e-mail of held leads, each shown as its own lead e-mail shows it (who, what, where from, the message), so that
 * a real enquiry among the junk is found and answered; the first names the networks whose leads made room.
 */
export function buildDigestMail(
  leads: (Lead & { network?: string })[],
  now: Date,
  { part, dropped }: DigestPart,
): OwnerMail {
  const count = leads.length;
  const numbered = part > 1 ? ` (${t("digest.part", { part })})` : "";
  const subject = headerText(`${t("digest.subject", { count })}${numbered}`);
  const drops = Object.entries(dropped).map(([network, n]) => t("digest.droppedItem", { network, count: n }));
  const droppedLine = drops.length > 0 ? t("digest.dropped", { items: drops.join(", ") }) : "";
  const sections = leads.map((lead, index) => ({
    title: t("digest.lead", { number: index + 1, count }),
    rows: [...leadRows(lead), ...(lead.network ? [[t("network"), lead.network] as [string, string]] : [])],
    message: lead.values.message,
  }));
  const text = [
    t("digest.heading"),
    "",
    t("digest.intro"),
    ...(droppedLine ? ["", droppedLine] : []),
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
${droppedLine ? `<p>${escapeHtml(droppedLine)}</p>\n` : ""}${sections
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
