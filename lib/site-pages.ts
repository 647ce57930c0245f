// The pages of the site as data, without next-intl's navigation: the proxy (lib/blog/slugs.ts) builds article
// paths from it, and navigation's server code (next/root-params) cannot be bundled into the proxy.
// lib/site-map.ts re-exports it with the link helpers; import from there everywhere else.
import type { MessageKeys, NestedKeyOf } from "next-intl";
import type { Messages } from "./i18n/messages";
import type { LegalSlug } from "./legal/document";

/** A message of the catalogue by its full key, e.g. "HomeMeta.title". */
type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

export type Page = {
  path: `/${string}`;
  /**
   * Where the page's title (the headline of its share image) is read: a message, or the front matter of a legal
   * document, which also gives the page's last change.
   */
  source: { title: MessageKey; lastModified: `${number}-${number}-${number}` } | { legal: LegalSlug };
};

/**
 * Every page of the site, once, in sitemap order (the home page first). Paths are language-neutral: the site
 * navigation (`getPathname` in `lib/i18n/navigation.ts`, through `href` in lib/site-map.ts) adds the `/en` prefix.
 * Components link with `route(id)` or `section(id)`, never with a path written by hand.
 */
export const pages = {
  home: { path: "/", source: { title: "HomeMeta.title", lastModified: "2026-11-23" } },
  websiteDevelopment: {
    path: "/website-development",
    source: { title: "WebsiteDevelopment.meta.title", lastModified: "2026-11-23" },
  },
  googleAds: { path: "/google-ads", source: { title: "GoogleAds.meta.title", lastModified: "2026-11-23" } },
  metaAds: { path: "/meta-ads", source: { title: "MetaAds.meta.title", lastModified: "2026-11-23" } },
  blog: { path: "/blog", source: { title: "Blog.metaTitle", lastModified: "2026-11-23" } },
  privacyPolicy: { path: "/privacy-policy", source: { legal: "privacy-policy" } },
  termsOfService: { path: "/terms-of-service", source: { legal: "terms-of-service" } },
  cookiePolicy: { path: "/cookie-policy", source: { legal: "cookie-policy" } },
} as const satisfies Record<string, Page>;

/** The language-neutral path of an article. */
export function articleRoute(slug: string) {
  return `${pages.blog.path}/${slug}` as const;
}

