import { getTranslations } from "next-intl/server";
import { homeAnchor, localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/** What every service page shares: the back link, the contact target and the reassurance under its buttons. */
export async function servicePageFrame(locale: Locale) {
  const t = await getTranslations({ locale, namespace: "ServicePage" });
  return {
    contactHref: homeAnchor(locale, "contact"),
    back: { href: localizedPath(locale, "/"), label: t("backToHome") },
    homeCrumb: t("breadcrumbHome"),
    note: t("ctaNote"),
    ctaPoints: [t("ctaPoints.consultation"), t("ctaPoints.reply"), t("ctaPoints.noCommitment")],
  };
}
