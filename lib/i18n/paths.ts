import { routing, type Locale } from "./routing";

/** The one place the routing's rule (the default language unprefixed) is written. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

type Target = string | { pathname: string; hash?: string };

/** localizedPath for a path or a section of a page: `{ pathname: "/", hash: "contact" }` in English is "/en#contact". */
export function getPathname({ href, locale }: { href: Target; locale: Locale }): string {
  if (typeof href === "string") return localizedPath(locale, href);
  const path = localizedPath(locale, href.pathname);
  const hash = href.hash;
  return hash ? `${path}${hash.startsWith("#") ? "" : "#"}${hash}` : path;
}
