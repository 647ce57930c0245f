import { localizedPath } from "@/lib/i18n/paths";
// The site map itself pulls in next-intl navigation, which the proxy cannot bundle.
import { articleRoute } from "@/lib/site-pages";
import type { Locale } from "@/lib/i18n/routing";
import { articleSlugs } from "./article-slugs";

export { articleSlugs };

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

/** Article paths paired with their translation's path, both ways. */
export function articleTranslations(): Record<string, string> {
  return Object.fromEntries(
    articleSlugs.flatMap((pair) => [
      [articlePath("pl", pair.pl), articlePath("en", pair.en)],
      [articlePath("en", pair.en), articlePath("pl", pair.pl)],
    ]),
  );
}
