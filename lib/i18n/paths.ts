import { routing, type Locale } from "./routing";

/**
 * A public path as plain string building, for the proxy's redirects (lib/blog/slugs.ts), which run before any
 * page and stay free of next-intl's navigation. Pages and components link through lib/site-map.ts instead.
 */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}
