import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { getPathname } from "./i18n/navigation";
import { routing, type Locale } from "./i18n/routing";
import type { LegalSlug } from "./legal/document";
import { pages, type Page } from "./site-pages";

export { articleRoute, pages } from "./site-pages";

export type PageId = keyof typeof pages;
export type PagePath = (typeof pages)[PageId]["path"];
export const pageIds = Object.keys(pages) as PageId[];

/** The sections of the home page that anchors point to. */
export const homeSections = ["home", "services", "benefits", "process", "pricing", "faq", "contact"] as const;
export type HomeSection = (typeof homeSections)[number];

/** The language-neutral path of a page, for `Link href` and `getPathname`. */
export function route(id: PageId): PagePath {
  return pages[id].path;
}

/** A section of the home page, for `Link href` and `getPathname`: "/#contact", "/en#contact". */
export function section(id: HomeSection) {
  return { pathname: pages.home.path, hash: id } as const;
}

/** The language-neutral path of a legal document's page. */
export function legalRoute(slug: LegalSlug): PagePath {
  const id = pageIds.find((page) => {
    const source: Page["source"] = pages[page].source;
    return "legal" in source && source.legal === slug;
  });
  if (!id) throw new Error(`No page of the site map shows the legal document "${slug}"`);
  return pages[id].path;
}

/** The language-neutral path of the blog's RSS feed. */
export const blogFeedRoute = `${pages.blog.path}/rss.xml` as const;

/** The locale of a route's params, narrowed once: an unknown one is a 404. */
export async function pageLocale(params: Promise<{ locale: string }> | { locale: string }): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}

export type Href = string | ReturnType<typeof section>;

/** The public path of a page or section in a language, where a plain string is needed: "/en/google-ads", "/en#contact". */
export function href(locale: Locale, target: Href): string {
  return getPathname({ href: target, locale });
}

/** The main navigation (header and mobile menu): the blog is a page of its own, the rest are home sections. */
export const mainNav = ["home", "services", "benefits", "process", "pricing", "blog", "faq", "contact"] as const;
export type MainNavItem = (typeof mainNav)[number];

export function mainNavHref(item: MainNavItem): Href {
  return item === "blog" ? route("blog") : section(item);
}

/** The public paths of one page in every language, from its language-neutral path. */
export function localePaths(path: string): Record<Locale, string> {
  return Object.fromEntries(routing.locales.map((locale) => [locale, href(locale, path)])) as Record<Locale, string>;
}

/**
 * The hreflang alternates of a page (metadata and sitemap alike): each language it exists in, and x-default
 * pointing to the default language's version.
 */
export function hreflang(paths: Partial<Record<Locale, string>>): Record<string, string> {
  const languages: Record<string, string> = {};
  for (const locale of routing.locales) {
    const path = paths[locale];
    if (path) languages[locale] = path;
  }
  const fallback = paths[routing.defaultLocale];
  if (fallback) languages["x-default"] = fallback;
  return languages;
}

/** Whether a language-neutral path has a share image of its own (every page of the map and every article). */
export function hasShareImage(path: string): boolean {
  return pageIds.some((id) => pages[id].path === path) || path.startsWith(`${pages.blog.path}/`);
}

/** The public path of a page's Open Graph image: "/og/pl/index.png", "/og/en/google-ads.png". */
export function ogImagePath(locale: Locale, path: string): string {
  return `/og/${locale}${path === pages.home.path ? "/index" : path}.png`;
}
