import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/metadata";
import { sitemapPages } from "@/lib/pages";
import { routing } from "@/lib/i18n/routing";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapPages().map(({ path, lastModified, languages }) => {
    const alternates: Record<string, string> = {};
    for (const locale of routing.locales) {
      const localized = languages[locale];
      if (localized) alternates[locale] = absoluteUrl(localized);
    }
    const fallback = languages[routing.defaultLocale];
    if (fallback) alternates["x-default"] = absoluteUrl(fallback);
    return { url: absoluteUrl(path), lastModified, alternates: { languages: alternates } };
  });
}
