import type { Metadata } from "next";
import { siteUrl } from "./env";
import { site } from "@/lib/site/identity";
import { hasShareImage, hreflang, localePaths, ogImagePath } from "@/lib/site/map";
import { routing, type Locale } from "@/lib/i18n/routing";

const ogLocale: Record<Locale, string> = { pl: "pl_PL", en: "en_US" };

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

export function hreflangUrls(paths: Partial<Record<Locale, string>>): Record<string, string> {
  return Object.fromEntries(Object.entries(hreflang(paths)).map(([lang, path]) => [lang, absoluteUrl(path)]));
}

/** The page's own Open Graph image (every page of the site map and every article has one), else the home image. */
function socialImage(locale: Locale, path: string, alt: string) {
  const own = hasShareImage(path);
  return {
    url: ogImagePath(locale, own ? path : "/"),
    width: 1200,
    height: 630,
    alt: own ? alt : site.name,
    type: "image/png",
  };
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
  const paths = { ...localePaths(path), ...languages };
  const canonical = absoluteUrl(paths[locale]);
  const fullTitle = absoluteTitle ? title : `${title} | ${site.name}`;
  const images = openGraph?.images ?? [socialImage(locale, path, title)];

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
      alternateLocale: routing.locales.filter((l) => l !== locale).map((l) => ogLocale[l]),
      ...openGraph,
      images,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images },
    robots: { index: true, follow: true },
  };
}
