import type { Metadata } from "next";
import { siteUrl } from "./env";
import { site } from "./site";
import { localizedPath } from "./i18n/paths";
import { routing, type Locale } from "./i18n/routing";

export const ogLocale: Record<Locale, string> = { pl: "pl_PL", en: "en_US" };

type PageMetadataInput = {
  locale: Locale;
  /** Language-neutral path of the page ("/", "/google-ads"). */
  path: string;
  title: string;
  description: string;
  /** Paths of the page in every language, when they differ (blog translations). */
  languages?: Partial<Record<Locale, string>>;
  /** The title is used as is, without the site name appended. */
  absoluteTitle?: boolean;
  openGraph?: Metadata["openGraph"];
  keywords?: string[];
};

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

/** Title, description, canonical, hreflang, Open Graph, Twitter card and robots of every page. */
export function pageMetadata({
  locale,
  path,
  title,
  description,
  languages,
  absoluteTitle,
  openGraph,
  keywords,
}: PageMetadataInput): Metadata {
  const paths = Object.fromEntries(
    routing.locales.map((l) => [l, languages?.[l] ?? localizedPath(l, path)]),
  ) as Record<Locale, string>;
  const canonical = absoluteUrl(paths[locale]);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;

  return {
    title: { absolute: fullTitle },
    description,
    keywords,
    alternates: {
      canonical,
      languages: {
        pl: absoluteUrl(paths.pl),
        en: absoluteUrl(paths.en),
        "x-default": absoluteUrl(paths[routing.defaultLocale]),
      },
    },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: fullTitle,
      description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      ...openGraph,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description },
    robots: { index: true, follow: true },
  };
}
