import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

export const BLOG_PATH = "/blog";

/** An article's slug in each language it is published in: both, or one until its translation is saved. */
export type SlugPair = Partial<Record<Locale, string>>;

export function articleRoute(slug: string) {
  return `${BLOG_PATH}/${slug}` as const;
}

export function articlePath(locale: Locale, slug: string): string {
  return localizedPath(locale, articleRoute(slug));
}

/**
 * For an article path with the other language's slug; a ?lang= switch (`preferTranslation`) goes to the translation,
 * or to the blog of that language for an article without one.
 */
export function articleRedirect(
  pathname: string,
  pairs: readonly SlugPair[],
  preferTranslation = false,
): string | null {
  const match = /^(?:\/(en))?\/blog\/([^/]+)\/?$/.exec(pathname);
  if (!match?.[2]) return null;
  const pathLocale: Locale = match[1] === "en" ? "en" : "pl";
  const slug = match[2];
  const pair = pairs.find((candidate) => candidate.pl === slug || candidate.en === slug);
  if (!pair || pair[pathLocale] === slug) return null;
  const slugLocale: Locale = pathLocale === "pl" ? "en" : "pl";
  if (!preferTranslation) return articlePath(slugLocale, slug);
  const translation = pair[pathLocale];
  return translation ? articlePath(pathLocale, translation) : localizedPath(pathLocale, BLOG_PATH);
}

/**
 * An article has a slug of its own in each language, and an article without a translation leads to the other
 * language's blog; every other page keeps its path.
 */
export function translatedPath(path: string, from: Locale, to: Locale, pairs: readonly SlugPair[]): string {
  const prefix = articleRoute("");
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : null;
  const pair = slug ? pairs.find((candidate) => candidate[from] === slug) : undefined;
  if (!pair) return localizedPath(to, path);
  const translation = pair[to];
  return localizedPath(to, translation ? articleRoute(translation) : BLOG_PATH);
}
