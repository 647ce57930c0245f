import type { Metadata } from "next";
import { siteUrl } from "./env";
import { site } from "@/lib/site/identity";
import { hreflang, localePaths } from "@/lib/site/map";
import { routing, type Locale } from "@/lib/i18n/routing";

const ogLocale: Record<Locale, string> = { pl: "pl_PL", en: "en_US" };

type PageMetadataInput = {
  locale: Locale;
  /** Language-neutral path of the page ("/", "/google-ads"). */
  path: string;
  title: string;
  description: string;
  /** The page's path in each language it exists in, when not every language has `path` (an article: its own slug
   * in each, or one language only); hreflang names these alone. */
  languages?: Partial<Record<Locale, string>>;
  /** The title is used as is, without the site name appended. */
  absoluteTitle?: boolean;
  openGraph?: Metadata["openGraph"];
  keywords?: string[];
};

export function absoluteUrl(path: string): string {
  return new URL(path, `${siteUrl}/`).toString();
}

export function hreflangUrls(paths: Partial<Record<Locale, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(hreflang(paths)).map(([lang, path]) => [lang, absoluteUrl(path)]));
}

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
  const paths: Partial<Record<Locale, string>> = languages ?? localePaths(path);
  const canonical = absoluteUrl(paths[locale] ?? localePaths(path)[locale]);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;

  return {
    title: { absolute: fullTitle },
    description,
    keywords,
    alternates: {
      canonical,
      languages: hreflangUrls(paths),
    },
    openGraph: {
      type: "website",
      siteName: site.name,
      title: fullTitle,
      description,
      url: canonical,
      locale: ogLocale[locale],
      alternateLocale: routing.locales.filter((l) => l !== locale && paths[l]).map((l) => ogLocale[l]),
      ...openGraph,
    },
    // No images here: each page's opengraph-image.tsx gives Next both tags' image, which an `images` key would hide.
    twitter: { card: "summary_large_image", title: fullTitle, description },
    robots: { index: true, follow: true },
  };
}
