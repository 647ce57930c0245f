import { localizedPath } from "./paths";
import type { Locale } from "./routing";

type Target = string | { pathname: string; hash?: string };

/**
 * The public path of a language-neutral path in a language, as the proxy routes it (lib/i18n/routing.ts: Polish
 * unprefixed, English under /en); an object href keeps its hash: `{ pathname: "/", hash: "contact" }` in English
 * is "/en#contact". next-intl's `createNavigation` computes the same, but importing it into the server graph put its
 * client `Link` (and the locale context it reads) into every page's JavaScript, used or not (issue 13).
 */
export function getPathname({ href, locale }: { href: Target; locale: Locale }): string {
  if (typeof href === "string") return localizedPath(locale, href);
  const path = localizedPath(locale, href.pathname);
  const hash = href.hash;
  return hash ? `${path}${hash.startsWith("#") ? "" : "#"}${hash}` : path;
}
