import type { Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site/map";
import { ConsentBanner } from "./consent-banner";

export function CookieConsent({ locale }: { locale: Locale }) {
  return <ConsentBanner locale={locale} policyHref={href(locale, route("cookiePolicy"))} />;
}
