import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { MetaAdsPage, metaAdsPath } from "@/components/services/meta-ads-page";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { pageMetadata } from "@/lib/metadata";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/meta-ads">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "MetaAds.meta" });
  return pageMetadata({ locale, path: metaAdsPath, title: t("title"), description: t("description") });
}

export default async function Page({ params }: PageProps<"/[locale]/meta-ads">) {
  const locale = (await params).locale as Locale;
  return (
    <>
      <TrackPageView />
      <MetaAdsPage locale={locale} />
    </>
  );
}
