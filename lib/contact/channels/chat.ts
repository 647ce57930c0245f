import "server-only";
import { leadSummary, type Lead } from "../lead/lead";
import { leadWords } from "../lead/lead-words";
import { hostOf, postJson, type Channel } from "./channel";

const CHAT_TIMEOUT_MS = 5000;

// Slack's text format (Mattermost's, Google Chat's and Discord's /slack endpoint read it alike) reserves these three.
const slackText = (text: string) => text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** A Slack-compatible incoming webhook's body: `{"text": …}`, escaped for Slack's format. */
export const chatBody = (text: string) => JSON.stringify({ text: slackText(text) });

/**
 * What a visitor wrote, as inline code, its `@` broken by a zero-width joiner and its `://` defanged: a name such as
 * `@channel` or `@everyone` pings nobody, and a company such as `https://evil.example/pay` is no link, in Slack,
 * Mattermost and Discord alike.
 */
const inert = (text: string) => `\`${text.replace(/`/g, "'").replace(/@/g, "@\u200d").replace(/:\/\//g, "[:]//")}\``;

/**
 * One line for the team's chat: who, which service and budget, where from. Never the message body (a chat is a wider
 * audience than the inbox), no link and no mention.
 */
function chatLine(lead: Lead): string {
  const { values } = lead;
  const { service, budget, source, landing } = leadSummary(lead);
  const line = leadWords("notify", {
    name: inert(`${values.firstName} ${values.lastName}`),
    company: values.company ? inert(values.company) : leadWords("none"),
    service,
    budget,
    channel: inert(source),
  });
  return landing ? leadWords("notifyLanding", { line, title: landing.title }) : line;
}

/** A line per lead in the team's chat (Slack, Mattermost, Google Chat, Discord's /slack endpoint). */
export function chatChannel(url: string): Channel {
  return {
    name: "chat",
    target: `a chat line to ${hostOf(url)}`,
    render: async (lead) => chatBody(chatLine(lead)),
    send: (body) => postJson(url, body, { timeoutMs: CHAT_TIMEOUT_MS }),
  };
}
