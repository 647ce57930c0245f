import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { GoogleAdsPage, googleAdsPath } from "@/components/services/google-ads-page";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { pageMetadata } from "@/lib/metadata";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/google-ads">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "GoogleAds.meta" });
  return pageMetadata({ locale, path: googleAdsPath, title: t("title"), description: t("description") });
}

export default async function Page({ params }: PageProps<"/[locale]/google-ads">) {
  const locale = (await params).locale as Locale;
  return (
    <>
      <TrackPageView />
      <GoogleAdsPage locale={locale} />
    </>
  );
}
