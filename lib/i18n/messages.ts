import "server-only";
import type { NamespaceKeys, NestedKeyOf } from "next-intl";
import { createTranslator } from "use-intl/core";
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

// The site's words are typeset (Polish non-breaking spaces); the plain ones serve text that is not a page.
const catalogues: Record<Locale, Messages> = { pl: typesetMessages(pl), en: en as Messages };
const plainCatalogues: Record<Locale, Messages> = { pl, en: en as Messages };

export function loadMessages(locale: Locale): Messages {
  return catalogues[locale];
}

/** `getTranslations` outside React and a request; `typeset: false` for text read outside the site (the lead e-mail). */
export function translator<N extends NamespaceKeys<Messages, NestedKeyOf<Messages>> = never>(
  locale: Locale,
  namespace?: N,
  { typeset = true }: { typeset?: boolean } = {},
) {
  return createTranslator({ locale, messages: (typeset ? catalogues : plainCatalogues)[locale], namespace });
}
