import { readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import { getAllPosts, getTranslation } from "./blog/posts";
import { loadMessages } from "./i18n/messages";
import { localizedPath, splitLocale } from "./i18n/paths";
import { routing, type Locale } from "./i18n/routing";

/** An indexable page with the same language-neutral path in every language. */
export type StaticPage = {
  /** Language-neutral path: "/" or "/google-ads"; Polish unprefixed, English under /en. */
  path: string;
  /** ISO date of the last change of the page's content. */
  lastModified: string;
  /** The page's title in a language, the headline of its Open Graph image. */
  title: (locale: Locale) => string | undefined;
};

/** One article in one language. */
export type BlogEntry = {
  locale: Locale;
  /** Full public path of the article: "/blog/<slug>" (Polish) or "/en/blog/<slug>". */
  path: string;
  title: string;
  /** ISO date: the article's date. */
  lastModified: string;
  /** Full public paths of the article in every language it exists in, itself included. */
  languages: Partial<Record<Locale, string>>;
};

const fromMessages = (key: string) => (locale: Locale) => messageAt(locale, key);

/** Legal pages keep their title in the front matter of their MDX document. */
const legalTitle = (slug: string) => (locale: Locale) => {
  const file = path.join(process.cwd(), "content", "legal", locale, `${slug}.mdx`);
  const title = matter(readFileSync(file, "utf8")).data.title;
  return typeof title === "string" ? title : undefined;
};

// The home pages come first: the sitemap keeps this order.
export const staticPages: readonly StaticPage[] = [
  { path: "/", lastModified: "2026-11-23", title: fromMessages("HomeMeta.title") },
  { path: "/website-development", lastModified: "2026-11-23", title: fromMessages("WebsiteDevelopment.meta.title") },
  { path: "/google-ads", lastModified: "2026-11-23", title: fromMessages("GoogleAds.meta.title") },
  { path: "/meta-ads", lastModified: "2026-11-23", title: fromMessages("MetaAds.meta.title") },
  { path: "/blog", lastModified: "2026-11-23", title: fromMessages("Blog.metaTitle") },
  { path: "/privacy-policy", lastModified: "2025-07-03", title: legalTitle("privacy-policy") },
  { path: "/terms-of-service", lastModified: "2025-07-03", title: legalTitle("terms-of-service") },
  { path: "/cookie-policy", lastModified: "2025-07-03", title: legalTitle("cookie-policy") },
];

/** Every article in every language, with its translation as an alternate. */
export function blogEntries(): BlogEntry[] {
  return getAllPosts().map((post) => {
    const translation = getTranslation(post);
    return {
      locale: post.language,
      path: post.path,
      title: post.title,
      lastModified: post.updated,
      languages: { [post.language]: post.path, ...(translation ? { [translation.language]: translation.path } : {}) },
    };
  });
}

/** A message by its dotted key, or undefined while the page that owns it is not there yet. */
export function messageAt(locale: Locale, key: string): string | undefined {
  const value = key
    .split(".")
    .reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), loadMessages(locale));
  return typeof value === "string" ? value : undefined;
}

export type OgPage = { locale: Locale; path: string; title: string | undefined };

/** Every page that gets an Open Graph image, by locale and language-neutral path. */
export function ogPages(): OgPage[] {
  const pages = staticPages.flatMap((page) =>
    routing.locales.map((locale) => ({ locale, path: page.path, title: page.title(locale) })),
  );
  const articles = blogEntries().map((entry) => ({
    locale: entry.locale,
    path: splitLocale(entry.path).path,
    title: entry.title,
  }));
  return [...pages, ...articles];
}

/** The public path of a page's Open Graph image: "/og/pl/index.png", "/og/en/google-ads.png". */
export function ogImagePath(locale: Locale, path: string): string {
  return `/og/${locale}${path === "/" ? "/index" : path}.png`;
}

/** Sitemap rows: every page in every language with its alternates; the home pages first. */
export function sitemapPages(): { path: string; lastModified: string; languages: Partial<Record<Locale, string>> }[] {
  const pages = staticPages.flatMap((page) => {
    const languages = Object.fromEntries(routing.locales.map((l) => [l, localizedPath(l, page.path)]));
    return routing.locales.map((locale) => ({ path: localizedPath(locale, page.path), lastModified: page.lastModified, languages }));
  });
  const articles = blogEntries().map((entry) => ({ path: entry.path, lastModified: entry.lastModified, languages: entry.languages }));
  return [...pages, ...articles];
}
