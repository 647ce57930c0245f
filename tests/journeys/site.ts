import { existsSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import faqData from "@/content/faq/faq.json";
import { services } from "@/content/services/registry";
import { BUDGETS } from "@/lib/contact/lead/options";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { pages } from "@/lib/site/map";
import enCommon from "@/messages/en/common.json";
import enConsent from "@/messages/en/consent.json";
import enContact from "@/messages/en/contact.json";
import enHome from "@/messages/en/home.json";
import plCommon from "@/messages/pl/common.json";
import plConsent from "@/messages/pl/consent.json";
import plContact from "@/messages/pl/contact.json";
import plHome from "@/messages/pl/home.json";
import { decodeMail, type DecodedMail } from "../support/mail-decode";
import { slugsOf, translationOf } from "../e2e/helpers/articles";
import { pairedPolish } from "../e2e/helpers/campaigns";
import { mailDir } from "./config";

const messages = {
  pl: { ...plCommon, ...plConsent, ...plContact, ...plHome },
  en: { ...enCommon, ...enConsent, ...enContact, ...enHome },
};

/** The words a visitor finds things by, from the site's own messages: a change of copy does not break a journey. */
export function words(locale: Locale) {
  const m = messages[locale];
  return {
    home: localizedPath(locale, "/"),
    header: {
      ...m.Header,
      switchTo: (target: Locale) => m.Header.switchTo.replace("{language}", m.Header.languages[target]),
    },
    banner: m.CookieBanner,
    form: m.ContactForm,
    thanks: m.ThankYou,
    faq: faqData.items.map((item) => item[locale].question),
  };
}

const article = { pl: slugsOf("pl")[0]!, en: slugsOf("en")[0]! };
const service = services[0];

/** The pages every journey of the first kind opens, from the content (the newest article, the first service). */
export const samplePages = [
  { slug: "home-pl", path: "/", locale: "pl" },
  { slug: "home-en", path: "/en", locale: "en" },
  { slug: "service-en", path: localizedPath("en", service.path), locale: "en" },
  { slug: "article-pl", path: localizedPath("pl", `/blog/${article.pl}`), locale: "pl" },
  { slug: "legal-pl", path: pages.privacyPolicy.path, locale: "pl" },
  { slug: "campaign-pl", path: pairedPolish.pl.path, locale: "pl" },
] as const;

export const translations = {
  article: { en: localizedPath("en", `/blog/${article.en}`), pl: `/blog/${translationOf(article.en)}` },
  service: { pl: service.path, en: localizedPath("en", service.path) },
  campaign: { pl: pairedPolish.pl.path, en: pairedPolish.en.path },
};

/** What a visitor fills in: valid everywhere, with letters of Polish (a real test of typing them). */
export function lead(token: string) {
  return {
    firstName: "Zofia",
    lastName: "Wiśniewska",
    email: `zofia.${token}@example.com`,
    company: "Kwiaciarnia Róża",
    service: services[1].id,
    budget: BUDGETS[1],
    message: `Prosimy o kontakt w sprawie kampanii ${token}.`,
  };
}

/** The leads the SMTP sink has received whose raw text contains the token. */
export function leadsWith(token: string): DecodedMail[] {
  if (!existsSync(mailDir)) return [];
  return readdirSync(mailDir)
    .map((name) => readFileSync(path.join(mailDir, name), "utf8"))
    .filter((raw) => raw.includes(token))
    .map(decodeMail);
}
