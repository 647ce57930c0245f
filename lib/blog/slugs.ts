import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

export const BLOG_PATH = "/blog";

export type SlugPair = Record<Locale, string>;

/** Set at build by next.config.ts's `env` (lib/blog/slug-pairs.ts): the proxy and the switcher read no files. */
export const articleSlugs: readonly SlugPair[] = JSON.parse(process.env.ARTICLE_SLUGS ?? "[]");

export function articleRoute(slug: string) {
  return `${BLOG_PATH}/${slug}` as const;
}

export function articlePath(locale: Locale, slug: string): string {
  return localizedPath(locale, articleRoute(slug));
}

function findPair(slug: string) {
  return articleSlugs.find((pair) => pair.pl === slug || pair.en === slug);
}

/** For an article path with the other language's slug; a ?lang= switch (`preferTranslation`) goes to the translation. */
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

/** An article has a slug of its own in each language; every other page keeps its path. */
export function translatedPath(path: string, from: Locale, to: Locale): string {
  const prefix = articleRoute("");
  const slug = path.startsWith(prefix) ? path.slice(prefix.length) : null;
  const pair = slug ? articleSlugs.find((candidate) => candidate[from] === slug) : undefined;
  return localizedPath(to, pair ? articleRoute(pair[to]) : path);
}
