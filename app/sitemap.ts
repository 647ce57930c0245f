import type { MetadataRoute } from "next";
import { absoluteUrl, hreflangUrls } from "@/lib/metadata";
import { sitemapEntries } from "@/lib/site/entries";

export default function sitemap(): MetadataRoute.Sitemap {
  return sitemapEntries().map(({ path, lastModified, languages }) => ({
    url: absoluteUrl(path),
    lastModified,
    alternates: { languages: hreflangUrls(languages) },
  }));
}
