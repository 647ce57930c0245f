import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { TrackPageView } from "@/components/tracking/track-page-view";
import { ServicePage } from "@/components/services/service-page";
import { serviceAt, services } from "@/content/services/registry";
import { pageLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/metadata";

// Every service of content/services/registry.ts, pre-rendered per language; any other path is the 404 page.
export const dynamicParams = false;

export function generateStaticParams() {
  return services.map((service) => ({ service: service.path.slice(1) }));
}

async function load(params: PageProps<"/[locale]/[service]">["params"]) {
  const locale = await pageLocale(params);
  const service = serviceAt(`/${(await params).service}`);
  if (!service) notFound();
  return { locale, service };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/[service]">): Promise<Metadata> {
  const { locale, service } = await load(params);
  const t = await getTranslations({ locale, namespace: service.namespace });
  return pageMetadata({ locale, path: service.path, title: t("meta.title"), description: t("meta.description") });
}

export default async function Page({ params }: PageProps<"/[locale]/[service]">) {
  const { locale, service } = await load(params);
  return (
    <>
      <TrackPageView />
      <ServicePage service={service} locale={locale} />
    </>
  );
}
