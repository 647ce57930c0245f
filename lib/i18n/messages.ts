import { createTranslator, type NamespaceKeys, type NestedKeyOf } from "next-intl";
import type { Locale } from "./routing";
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

const catalogues: Record<Locale, Messages> = { pl, en: en as Messages };

/** The whole catalogue of a language: next-intl's request config hands it to `t`. */
export function loadMessages(locale: Locale): Messages {
  return catalogues[locale];
}

/**
 * A namespace's `t` outside React and outside a request (API route, mail, feeds, offline page, share images):
 * the same ICU messages and arguments as `getTranslations`, as a plain synchronous function.
 */
export function translator<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(locale: Locale, namespace?: N) {
  return createTranslator({ locale, messages: catalogues[locale], namespace });
}
