import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { section } from "@/lib/site-map";

/** The contact form on the home page of a language: "/#contact", "/en#contact". */
export function contactHref(locale: Locale) {
  // getPathname keeps an object href's pathname and query but drops its hash, so the anchor is added here.
  const { pathname, hash } = section("contact");
  return `${getPathname({ href: pathname, locale })}#${hash}`;
}
