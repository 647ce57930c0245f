import { articleTranslations } from "@/lib/blog/slugs";

/**
 * Pages whose path differs between languages (blog articles), as pairs of full public paths.
 * The language switcher uses them to land on the translation instead of a 404.
 */
export function translatedPaths(): Record<string, string> {
  return articleTranslations();
}
