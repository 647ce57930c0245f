import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { HtmlDocument } from "@/components/layout/html-document";
import { PageShell } from "@/components/layout/page-shell";
import { NotFoundContent } from "@/components/not-found/not-found-content";
import { siteUrl } from "@/lib/env";
import { site } from "@/lib/site/identity";
import { localePaths, route } from "@/lib/site/map";
import "./globals.css";

// Unknown paths have no [locale] param, so the 404 page speaks the default language, Polish, and is rendered whole on
// the server (its text is in the HTML a crawler gets with the 404 status).
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
    <HtmlDocument locale={locale}>
      <PageShell locale={locale} languagePaths={localePaths(route("home"))}>
        <NotFoundContent locale={locale} />
      </PageShell>
    </HtmlDocument>
  );
}
