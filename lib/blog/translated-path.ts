import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { articleRoute } from "@/lib/site-pages";
import { articleSlugs } from "./article-slugs";

/**
 * A page's public path in another language, from its language-neutral path in `from`: the same path by the routing
 * rule, except an article, which has a slug of its own in each language. Light enough for the language switcher
 * (a client island) to compute its links instead of receiving every page's pair in each page's payload.
 */
export function translatedPath(path: string, from: Locale, to: Locale): string {
  const slug = path.startsWith(articleRoute("")) ? path.slice(articleRoute("").length) : null;
  const pair = slug ? articleSlugs.find((candidate) => candidate[from] === slug) : undefined;
  return localizedPath(to, pair ? articleRoute(pair[to]) : path);
}
