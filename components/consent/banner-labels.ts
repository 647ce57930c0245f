import type { Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import type { ConsentBannerLabels } from "./consent-preferences";

/** Fetched with the banner's code, so no page's HTML or RSC payload carries them; the test keeps them equal to next-intl's. */
export const bannerLabels: Record<Locale, () => Promise<ConsentBannerLabels>> = {
  pl: () =>
    import("@/messages/pl/consent.json").then(({ default: messages }) => typesetFor("pl", messages.CookieBanner)),
  en: () => import("@/messages/en/consent.json").then(({ default: messages }) => messages.CookieBanner),
};
