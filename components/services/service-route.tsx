import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TrackPageView } from "@/components/analytics/track-page-view";
import type { ServicePageContent } from "@/content/services/types";
import { pageMetadata } from "@/lib/metadata";
import { pageLocale, route } from "@/lib/site-map";
import { ServicePage } from "./service-page";

type Props = { params: Promise<{ locale: string }> };

/** The metadata and page component of a service page's route module. */
export function serviceRoute(content: ServicePageContent) {
  async function generateMetadata({ params }: Props): Promise<Metadata> {
    const locale = await pageLocale(params);
    const t = await getTranslations({ locale, namespace: content.namespace });
    return pageMetadata({ locale, path: route(content.page), title: t("meta.title"), description: t("meta.description") });
  }

  async function Page({ params }: Props) {
    const locale = await pageLocale(params);
    return (
      <>
        <TrackPageView />
        <ServicePage content={content} locale={locale} />
      </>
    );
  }

  return { generateMetadata, Page };
}
