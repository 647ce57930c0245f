import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { ConsentBootstrap } from "@/components/analytics/consent-bootstrap";
import { PageShell } from "@/components/layout/page-shell";
import { NotFoundContent } from "@/components/not-found/not-found-content";
import { siteUrl } from "@/lib/env";
import { fontVariables } from "@/lib/fonts";
import { site } from "@/lib/site";
import { localePaths, route } from "@/lib/site-map";
import "./globals.css";

// Unknown paths have no [locale] param: the spec's 404 is Polish, rendered whole on the server.
const locale = "pl";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  return {
    metadataBase: new URL(siteUrl),
    title: `${t("metaTitle")} | ${site.name}`,
    description: t("description"),
    robots: { index: false, follow: true },
  };
}

export default function GlobalNotFound() {
  return (
    <html lang={locale} data-scroll-behavior="smooth" className={fontVariables}>
      <head>
        <ConsentBootstrap />
      </head>
      <body>
        <PageShell locale={locale} languagePaths={localePaths(route("home"))}>
          <NotFoundContent locale={locale} />
        </PageShell>
      </body>
    </html>
  );
}
