import { routing, type Locale } from "./routing";

/** The public path of a page in a language: Polish unprefixed, English under /en. */
export function localizedPath(locale: Locale, path: string): string {
  if (locale === routing.defaultLocale) return path;
  return path === "/" ? `/${locale}` : `/${locale}${path}`;
}

/** A section of the home page of a language, e.g. "/#contact" or "/en#contact". */
export function homeAnchor(locale: Locale, id: string): string {
  return `${localizedPath(locale, "/")}#${id}`;
}

/** Splits a browser path into its language and the language-neutral path. */
export function splitLocale(pathname: string): { locale: Locale; path: string } {
  // The default locale's prefix only appears in internal (rewritten) paths, e.g. usePathname() on a static page.
  for (const locale of routing.locales) {
    if (pathname === `/${locale}`) return { locale, path: "/" };
    if (pathname.startsWith(`/${locale}/`)) return { locale, path: pathname.slice(locale.length + 1) };
  }
  return { locale: routing.defaultLocale, path: pathname || "/" };
}
