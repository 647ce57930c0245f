import type { Metadata } from "next";
import { siteUrl } from "./env";
import { site } from "./site";
import { localizedPath, splitLocale } from "./i18n/paths";
import { ogImagePath, ogPages } from "./pages";
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

/** The page's own Open Graph image (lib/pages.ts lists the pages that have one), else its language's home image. */
function socialImage(locale: Locale, path: string, alt: string) {
  const own = ogPages().some((page) => page.locale === locale && page.path === path);
  return { url: ogImagePath(locale, own ? path : "/"), width: 1200, height: 630, alt: own ? alt : site.name, type: "image/png" };
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
  const images = openGraph?.images ?? [socialImage(locale, splitLocale(paths[locale]).path, title)];

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
      images,
    },
    twitter: { card: "summary_large_image", title: fullTitle, description, images },
    robots: { index: true, follow: true },
  };
}
