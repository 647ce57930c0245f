import type { MessageKeys, NestedKeyOf } from "next-intl";
import { services } from "@/content/services/registry";
import { BLOG_PATH } from "@/lib/blog/slugs";
import type { Messages } from "@/lib/i18n/messages";
import { getPathname } from "@/lib/i18n/paths";
import { routing, type Locale } from "@/lib/i18n/routing";
import type { LegalSlug } from "@/lib/legal/document";

type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;
type IsoDate = `${number}-${number}-${number}`;

/** Where a page's title (its share image's headline) and last change come from: a message, or a legal front matter. */
type Source = { title: MessageKey; updated: IsoDate } | { legal: LegalSlug };
export type SitePage = { path: `/${string}`; source: Source };

/** The pages with a fixed path, by id. Paths are language-neutral: `href` adds the `/en` prefix. */
export const pages = {
  home: { path: "/", source: { title: "HomeMeta.title", updated: "2026-12-04" } },
  blog: { path: BLOG_PATH, source: { title: "Blog.metaTitle", updated: "2026-11-26" } },
  privacyPolicy: { path: "/privacy-policy", source: { legal: "privacy-policy" } },
  termsOfService: { path: "/terms-of-service", source: { legal: "terms-of-service" } },
  cookiePolicy: { path: "/cookie-policy", source: { legal: "cookie-policy" } },
  // Where a form posted without its code lands; not indexed, not in the sitemap.
  thankYou: { path: "/thank-you", source: { title: "ThankYou.metaTitle", updated: "2026-11-26" } },
} as const satisfies Record<string, SitePage>;

export type PageId = keyof typeof pages;

/** Every page once, in sitemap order; articles are listed by lib/site/entries.ts. */
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

export function route(id: PageId): (typeof pages)[PageId]["path"] {
  return pages[id].path;
}

export type HomeSection = "home" | "services" | "benefits" | "process" | "pricing" | "faq" | "contact";

export function section(id: HomeSection) {
  return { pathname: pages.home.path, hash: id } as const;
}

export function legalRoute(slug: LegalSlug): string {
  const page = sitePages.find(({ source }) => "legal" in source && source.legal === slug);
  if (!page) throw new Error(`No page of the site map shows the legal document "${slug}"`);
  return page.path;
}

export const blogFeedRoute = `${BLOG_PATH}/rss.xml` as const;

export type Href = string | ReturnType<typeof section>;

/** The public path of a page or section in a language: "/en/google-ads", "/en#contact". */
export function href(locale: Locale, target: Href): string {
  return getPathname({ href: target, locale });
}

export const mainNav = ["home", "services", "benefits", "process", "pricing", "blog", "faq", "contact"] as const;
export type MainNavItem = (typeof mainNav)[number];

export function mainNavHref(item: MainNavItem): Href {
  return item === "blog" ? route("blog") : section(item);
}

export function localePaths(path: string): Record<Locale, string> {
  return Object.fromEntries(routing.locales.map((locale) => [locale, href(locale, path)])) as Record<Locale, string>;
}

/** For metadata and sitemap alike; x-default points to the default language's version. */
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
