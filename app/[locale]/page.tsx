import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HomePage } from "@/components/home/home-page";
import { pageMetadata } from "@/lib/metadata";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]">): Promise<Metadata> {
  const locale = (await params).locale as Locale;
  const t = await getTranslations({ locale, namespace: "HomeMeta" });
  return pageMetadata({ locale, path: "/", title: t("title"), description: t("description"), absoluteTitle: true });
}

export default async function Page({ params }: PageProps<"/[locale]">) {
  const locale = (await params).locale as Locale;
  return <HomePage locale={locale} />;
}
