import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { TrackPageView } from "@/components/tracking/track-page-view";
import { HomePage } from "@/components/home/home-page";
import { JsonLd } from "@/components/ui/json-ld";
import { localBusinessJsonLd, organizationJsonLd, websiteJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";
import { site } from "@/lib/site/identity";
import { route } from "@/lib/site/map";
import { pageLocale } from "@/lib/i18n/locale";

// Regenerated daily, so the promotion's banner and prices follow its end date without a deploy.
export const revalidate = 86400;

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "HomeMeta" });
  return pageMetadata({
    locale,
    path: route("home"),
    title: `${site.name} – ${t("title")}`,
    description: t("description"),
    absoluteTitle: true,
  });
}

export default async function Page({ params }: PageProps<"/[locale]">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Site" });
  return (
    <>
      <JsonLd
        data={[
          organizationJsonLd(t("description")),
          localBusinessJsonLd(locale, t("description")),
          websiteJsonLd(locale),
        ]}
      />
      <TrackPageView />
      <HomePage locale={locale} now={new Date()} />
    </>
  );
}
