import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site-map";
import type { ConsentBannerLabels } from "./consent-banner";
import { LazyConsentBanner } from "./lazy-consent-banner";

/** Server part of the banner: translates its strings and hands them to the client island. */
export async function CookieConsent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "CookieBanner" });
  const category = (key: keyof ConsentBannerLabels["categories"]) => ({
    title: t(`categories.${key}.title`),
    description: t(`categories.${key}.description`),
  });
  const labels: ConsentBannerLabels = {
    region: t("region"),
    title: t("title"),
    description: t("description"),
    policyLink: t("policyLink"),
    customize: t("customize"),
    rejectAll: t("rejectAll"),
    acceptAll: t("acceptAll"),
    preferencesTitle: t("preferencesTitle"),
    preferencesDescription: t("preferencesDescription"),
    savePreferences: t("savePreferences"),
    closePreferences: t("closePreferences"),
    required: t("required"),
    categories: {
      necessary: category("necessary"),
      analytics: category("analytics"),
      marketing: category("marketing"),
      functional: category("functional"),
    },
  };
  return <LazyConsentBanner labels={labels} policyHref={href(locale, route("cookiePolicy"))} />;
}
