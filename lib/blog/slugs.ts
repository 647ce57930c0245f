import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/**
 * Every article's slug in both languages. The proxy and the language selector need it without reading files;
 * slugs.test.ts keeps it equal to content/blog.
 */
export const articleSlugs = [
  { pl: "podstawy-seo-2025-kompletny-przewodnik", en: "seo-fundamentals-2025-complete-guide" },
  { pl: "jak-wybrac-agencje-marketingu-internetowego", en: "how-to-choose-a-digital-marketing-agency" },
  { pl: "reklamy-na-facebooku-i-instagramie-poradnik", en: "facebook-and-instagram-ads-guide" },
  { pl: "google-ads-poradnik-dla-firm", en: "google-ads-guide-for-businesses" },
  { pl: "dlaczego-firma-potrzebuje-profesjonalnej-strony-internetowej", en: "why-your-business-needs-a-professional-website" },
] as const satisfies readonly Record<Locale, string>[];

export function articlePath(locale: Locale, slug: string): string {
  return localizedPath(locale, `/blog/${slug}`);
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
