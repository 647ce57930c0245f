import type { Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site/map";
import { LazyConsentBanner } from "./lazy-consent-banner";

export function CookieConsent({ locale }: { locale: Locale }) {
  return <LazyConsentBanner locale={locale} policyHref={href(locale, route("cookiePolicy"))} />;
}
