import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

export const BLOG_PATH = "/blog";

export type SlugPair = Record<Locale, string>;

/**
 * Every article's slug in both languages, paired by the front matter's translationKey. next.config.ts reads them
 * from content/blog at build (lib/blog/slug-pairs.ts) and hands them to every bundle, so the proxy and the
 * language switcher know them without reading files.
 */
export const articleSlugs: readonly SlugPair[] = JSON.parse(process.env.ARTICLE_SLUGS ?? "[]");

/** The language-neutral path of an article. */
export function articleRoute(slug: string) {
  return `${BLOG_PATH}/${slug}` as const;
}

export function articlePath(locale: Locale, slug: string): string {
  return localizedPath(locale, articleRoute(slug));
}

function findPair(slug: string) {
  return articleSlugs.find((pair) => pair.pl === slug || pair.en === slug);
}

/**
 * The 308 target of an article path written with the other language's slug (/blog/<english-slug> and back),
 * or null. With `preferTranslation` (a ?lang= switch asked for that language) it goes to the translation instead.
 */
export function articleRedirect(pathname: string, preferTranslation = false): string | null {
  const match = /^(?:\/(en))?\/blog\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[2]) return null;
  const pathLocale: Locale = match[1] === "en" ? "en" : "pl";
  const slug = match[2];
  const pair = findPair(slug);
  if (!pair || pair[pathLocale] === slug) return null;
  const slugLocale: Locale = pathLocale === "pl" ? "en" : "pl";
  return preferTranslation ? articlePath(pathLocale, pair[pathLocale]) : articlePath(slugLocale, slug);
}

/**
 * A page's public path in another language, from its language-neutral path in `from`: the same path by the routing
 * rule, except an article, which has a slug of its own in each language.
 */
export function translatedPath(path: string, from: Locale, to: Locale): string {
  const prefix = articleRoute("");
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : null;
  const pair = slug ? articleSlugs.find((candidate) => candidate[from] === slug) : undefined;
  return localizedPath(to, pair ? articleRoute(pair[to]) : path);
}
