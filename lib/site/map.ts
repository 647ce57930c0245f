import type { MessageKeys, NestedKeyOf } from "next-intl";
import { services } from "@/content/services/registry";
import { articleRoute, BLOG_PATH } from "@/lib/blog/slugs";
import type { Messages } from "@/lib/i18n/messages";
import { getPathname } from "@/lib/i18n/paths";
import { routing, type Locale } from "@/lib/i18n/routing";
import type { LegalSlug } from "@/lib/legal/document";

/** A message of the catalogue by its full key, e.g. "HomeMeta.title". */
type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
type IsoDate = `${number}-${number}-${number}`;

/**
 * Where a page's title (the headline of its share image) and last change are read: a message and a date, or the
 * front matter of a legal document.
 */
type Source = { title: MessageKey; updated: IsoDate } | { legal: LegalSlug };
export type SitePage = { path: `/${string}`; source: Source };

/** The pages with a fixed path, by id. Paths are language-neutral: `href` adds the `/en` prefix. */
export const pages = {
  home: { path: "/", source: { title: "HomeMeta.title", updated: "2026-11-23" } },
  blog: { path: BLOG_PATH, source: { title: "Blog.metaTitle", updated: "2026-11-23" } },
  privacyPolicy: { path: "/privacy-policy", source: { legal: "privacy-policy" } },
  termsOfService: { path: "/terms-of-service", source: { legal: "terms-of-service" } },
  cookiePolicy: { path: "/cookie-policy", source: { legal: "cookie-policy" } },
} as const satisfies Record<string, SitePage>;

export type PageId = keyof typeof pages;

/**
 * Every page of the site once, in sitemap order: the home page, the services (content/services/registry.ts), the
 * blog and the legal documents. Articles are listed by lib/site/entries.ts.
 */
export const sitePages: readonly SitePage[] = [
  pages.home,
  ...services.map((service) => ({
    path: service.path,
    source: { title: `${service.namespace}.meta.title` as MessageKey, updated: service.updated },
  })),
  pages.blog,
  pages.privacyPolicy,
  pages.termsOfService,
  pages.cookiePolicy,
];

/** The language-neutral path of a page. */
export function route(id: PageId): (typeof pages)[PageId]["path"] {
  return pages[id].path;
}

/** The sections of the home page that anchors point to. */
export type HomeSection = "home" | "services" | "benefits" | "process" | "pricing" | "faq" | "contact";

/** A section of the home page: "/#contact", "/en#contact" once through `href`. */
export function section(id: HomeSection) {
  return { pathname: pages.home.path, hash: id } as const;
}

/** The language-neutral path of a legal document's page. */
export function legalRoute(slug: LegalSlug): string {
  const page = sitePages.find(({ source }) => "legal" in source && source.legal === slug);
  if (!page) throw new Error(`No page of the site map shows the legal document "${slug}"`);
  return page.path;
}

/** The language-neutral path of the blog's RSS feed. */
export const blogFeedRoute = `${BLOG_PATH}/rss.xml` as const;

export type Href = string | ReturnType<typeof section>;

/** The public path of a page or section in a language: "/en/google-ads", "/en#contact". */
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
  return sitePages.some((page) => page.path === path) || path.startsWith(articleRoute(""));
}

/** The public path of a page's Open Graph image: "/og/pl/index.png", "/og/en/google-ads.png". */
export function ogImagePath(locale: Locale, path: string): string {
  return `/og/${locale}${path === pages.home.path ? "/index" : path}.png`;
}
