import type { Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import type { ConsentBannerLabels } from "./consent-banner";

/**
 * The banner's words in each language, fetched with its code: a page carries none of them in its HTML or RSC
 * payload, and a visitor who has chosen never downloads them. They are plain strings, which next-intl would give
 * back as written, typeset as the site's other words are (banner-labels.test.ts compares them with next-intl's).
 */
export const bannerLabels: Record<Locale, () => Promise<ConsentBannerLabels>> = {
  pl: () => import("@/messages/pl/consent.json").then(({ default: messages }) => typesetFor("pl", messages.CookieBanner)),
  en: () => import("@/messages/en/consent.json").then(({ default: messages }) => messages.CookieBanner),
};
