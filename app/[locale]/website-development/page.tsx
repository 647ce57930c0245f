import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { WebsiteDevelopmentPage, websiteDevelopmentPath } from "@/components/services/website-development-page";
import { TrackPageView } from "@/components/analytics/track-page-view";
import { pageMetadata } from "@/lib/metadata";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/website-development">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "WebsiteDevelopment.meta" });
  return pageMetadata({ locale, path: websiteDevelopmentPath, title: t("title"), description: t("description") });
}

export default async function Page({ params }: PageProps<"/[locale]/website-development">) {
  const locale = (await params).locale as Locale;
  return (
    <>
      <TrackPageView />
      <WebsiteDevelopmentPage locale={locale} />
    </>
  );
}
