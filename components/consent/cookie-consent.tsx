import type { Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site/map";
import { LazyConsentBanner } from "./lazy-consent-banner";

/** Server part of the banner: the link to the cookie policy in the page's language (its words load with its code). */
export function CookieConsent({ locale }: { locale: Locale }) {
  return <LazyConsentBanner locale={locale} policyHref={href(locale, route("cookiePolicy"))} />;
}
