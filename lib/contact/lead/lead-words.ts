import "server-only";
import { createTranslator } from "use-intl/core";
import words from "@/messages/pl/lead-mail.json";

/** In Polish, the agency's language, whatever the visitor's; not typeset, as they are read and copied outside the site. */
export const leadWords = createTranslator({ locale: "pl", messages: words, namespace: "LeadMail" });

type ChannelKey = keyof (typeof words)["LeadMail"]["channels"];
export type ChannelWords = (key: ChannelKey, values?: { host?: string; source?: string; platform?: string }) => string;

export const channelWords: ChannelWords = (key, values) => leadWords(`channels.${key}`, values);
