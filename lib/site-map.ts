import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { routing, type Locale } from "./i18n/routing";

/**
 * Every page of the site, once. Paths are language-neutral: next-intl's navigation (`Link`, `getPathname`,
 * `usePathname` from `lib/i18n/navigation.ts`) adds the `/en` prefix. Components link with `route(id)` or
 * `section(id)`, never with a path written by hand.
 */
export const pages = {
  home: { path: "/" },
  websiteDevelopment: { path: "/website-development" },
  googleAds: { path: "/google-ads" },
  metaAds: { path: "/meta-ads" },
  blog: { path: "/blog" },
  privacyPolicy: { path: "/privacy-policy" },
  termsOfService: { path: "/terms-of-service" },
  cookiePolicy: { path: "/cookie-policy" },
} as const;

export type PageId = keyof typeof pages;
export type PagePath = (typeof pages)[PageId]["path"];

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

/** The language-neutral path of an article. */
export function articleRoute(slug: string) {
  return `${pages.blog.path}/${slug}` as const;
}

/** The locale of a route's params, narrowed once: an unknown one is a 404. */
export async function pageLocale(params: Promise<{ locale: string }>): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}
