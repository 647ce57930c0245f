import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { routing, type Locale } from "./routing";

/** The locale of a route's params, narrowed once: an unknown one is a 404. */
export async function pageLocale(params: Promise<{ locale: string }> | { locale: string }): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}
