import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

export const BLOG_PATH = "/blog";

export type SlugPair = Record<Locale, string>;

export function articleRoute(slug: string) {
  return `${BLOG_PATH}/${slug}` as const;
}

export function articlePath(locale: Locale, slug: string): string {
  return localizedPath(locale, articleRoute(slug));
}

/** For an article path with the other language's slug; a ?lang= switch (`preferTranslation`) goes to the translation. */
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
  return preferTranslation ? articlePath(pathLocale, pair[pathLocale]) : articlePath(slugLocale, slug);
}

/** An article has a slug of its own in each language; every other page keeps its path. */
export function translatedPath(path: string, from: Locale, to: Locale, pairs: readonly SlugPair[]): string {
  const prefix = articleRoute("");
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : null;
  const pair = slug ? pairs.find((candidate) => candidate[from] === slug) : undefined;
  return localizedPath(to, pair ? articleRoute(pair[to]) : path);
}
