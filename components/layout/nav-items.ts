import type { Locale } from "@/lib/i18n/routing";
import { homeAnchor, localizedPath } from "@/lib/i18n/paths";

export const navKeys = ["home", "services", "benefits", "process", "pricing", "blog", "faq", "contact"] as const;
export type NavKey = (typeof navKeys)[number];

/** Blog is a page of its own; every other item is a section of the home page. */
export function navHref(locale: Locale, key: NavKey): string {
  return key === "blog" ? localizedPath(locale, "/blog") : homeAnchor(locale, key);
}
