import type { Metadata, Viewport } from "next";
import { AttributionCapture } from "@/components/contact/attribution-capture";
import { ConsentBootstrap } from "@/components/analytics/consent-bootstrap";
import { PageShell } from "@/components/layout/page-shell";
import { siteUrl } from "@/lib/env";
import { fontVariables } from "@/lib/fonts";
import { routing } from "@/lib/i18n/routing";
import { site } from "@/lib/site";
import { pageLocale } from "@/lib/site-map";
import "../globals.css";

export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  applicationName: site.name,
};

export const viewport: Viewport = { themeColor: "#2546eb" };

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const locale = await pageLocale(params);

  return (
    <html lang={locale} data-scroll-behavior="smooth" className={fontVariables}>
      <head>
        <ConsentBootstrap />
      </head>
      <body>
        <PageShell locale={locale}>{children}</PageShell>
        <AttributionCapture />
      </body>
    </html>
  );
}
