import type { Locale } from "./routing";

/** The tag Intl formats with: the site's English is British (3 July 2025, not July 3, 2025). */
const formatLocale: Record<Locale, string> = { pl: "pl-PL", en: "en-GB" };

export function formatNumber(locale: Locale, value: number, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(formatLocale[locale], options).format(value);
}

/** A calendar day of the content (front matter `2025-07-03`), in the long form of the language. */
export function formatDay(locale: Locale, isoDay: string) {
  const noon = new Date(`${isoDay.slice(0, 10)}T12:00:00Z`);
  return new Intl.DateTimeFormat(formatLocale[locale], { dateStyle: "long", timeZone: "Europe/Warsaw" }).format(noon);
}

/** "Mini, Standard i E-COMMERCE" / "Mini, Standard and E-COMMERCE". */
export function formatList(locale: Locale, items: string[]) {
  return new Intl.ListFormat(formatLocale[locale], { type: "conjunction" }).format(items);
}
