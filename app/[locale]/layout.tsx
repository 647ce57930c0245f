import type { Metadata, Viewport } from "next";
import { HtmlDocument } from "@/components/layout/html-document";
import { PageShell } from "@/components/layout/page-shell";
import { themeColor } from "@/lib/site/brand";
import { siteUrl } from "@/lib/env";
import { routing } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { pageLocale } from "@/lib/i18n/locale";
import "../globals.css";

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);

  return (
    <HtmlDocument locale={locale}>
      <PageShell locale={locale}>{children}</PageShell>
    </HtmlDocument>
  );
}
