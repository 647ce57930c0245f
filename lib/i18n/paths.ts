import { routing, type Locale } from "./routing";

/**
 * A language-neutral path in a language, by the routing's rule (the default language unprefixed): the one place
 * that rule is written. The proxy's redirects (lib/blog/slugs.ts) call it directly; pages and components link through
 * lib/site-map.ts (`href`), which calls it through lib/i18n/navigation.ts.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
