import "server-only";
import { siteUrl } from "@/lib/env";
import { describeChannel } from "./channel";
import { channelWords, leadWords } from "./lead-words";
import type { Lead } from "./mail";
import { BUDGET_KEYS } from "./options";
import { serviceOptionLabel } from "./service-options";
import { translator } from "@/lib/i18n/messages";

const NOTIFY_TIMEOUT_MS = 5000;

// Slack's text format (Mattermost's, Google Chat's and Discord's /slack endpoint read it alike) reserves these three.
const slackText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/**
 * One line for the team's chat: who, which service and budget, where from. Never the message body (a chat is a wider
 * audience than the inbox) and no link.
 */
function notifyText(lead: Lead): string {
  const { values, attribution } = lead;
  const form = translator("pl", "ContactForm", { typeset: false });
  return slackText(
    leadWords("notify", {
      name: `${values.firstName} ${values.lastName}`,
      company: values.company || leadWords("none"),
      service: serviceOptionLabel("pl", values.service, { typeset: false }),
      budget: form(`budgets.${BUDGET_KEYS[values.budget as keyof typeof BUDGET_KEYS]}`),
      channel: describeChannel(attribution, channelWords, new URL(siteUrl).hostname),
    }),
  );
}

/** Posts the chat line once; a failure is logged by lead id and status, and nothing is kept. */
export async function notifyChat(url: string, lead: Lead): Promise<void> {
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      signal: AbortSignal.timeout(NOTIFY_TIMEOUT_MS),
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ text: notifyText(lead) }),
    });
    await response.body?.cancel().catch(() => {});
    if (!response.ok) console.error(`[notify] lead ${lead.id}: chat ping refused (${response.status})`);
  } catch (error) {
    console.error(`[notify] lead ${lead.id}: chat ping not sent (${(error as Error)?.name ?? "error"})`);
  }
}
