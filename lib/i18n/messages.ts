import type { Locale } from "./routing";
import { typesetMessages } from "@/lib/typography";
import plCommon from "@/messages/pl/common.json";
import plHome from "@/messages/pl/home.json";
import plServices from "@/messages/pl/services.json";
import plLegal from "@/messages/pl/legal.json";
import plBlog from "@/messages/pl/blog.json";
import plContact from "@/messages/pl/contact.json";
import plConsent from "@/messages/pl/consent.json";
import enCommon from "@/messages/en/common.json";
import enHome from "@/messages/en/home.json";
import enServices from "@/messages/en/services.json";
import enLegal from "@/messages/en/legal.json";
import enBlog from "@/messages/en/blog.json";
import enContact from "@/messages/en/contact.json";
import enConsent from "@/messages/en/consent.json";

// One JSON file per page family keeps parallel work on different pages free of merge conflicts.
const pl = { ...plCommon, ...plHome, ...plServices, ...plLegal, ...plBlog, ...plContact, ...plConsent };
const en = { ...enCommon, ...enHome, ...enServices, ...enLegal, ...enBlog, ...enContact, ...enConsent };

export type Messages = typeof pl;

const catalogues: Record<Locale, Messages> = { pl: typesetMessages(pl), en: en as Messages };

export function loadMessages(locale: Locale): Messages {
  return catalogues[locale];
}

export function pickMessages<K extends keyof Messages>(locale: Locale, namespaces: readonly K[]) {
  const all = catalogues[locale];
  return Object.fromEntries(namespaces.map((ns) => [ns, all[ns]])) as Pick<Messages, K>;
}
