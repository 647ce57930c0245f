import { describe, expect, it } from "vitest";
import { pageIds, pages } from "@/lib/site-map";
import { localizedPath } from "@/lib/i18n/paths";
import { getPosts, getTranslation } from "./posts";
import { translatedPath } from "./translated-path";

describe("translatedPath", () => {
  it("gives a page its path in each language by the routing rule", () => {
    expect(translatedPath("/", "pl", "en")).toBe("/en");
    expect(translatedPath("/", "en", "pl")).toBe("/");
    expect(translatedPath("/google-ads", "en", "pl")).toBe("/google-ads");
    for (const id of pageIds) expect(translatedPath(pages[id].path, "pl", "en")).toBe(id === "home" ? "/en" : `/en${pages[id].path}`);
  });

  it("takes an article to its translation's slug, both ways", () => {
    expect(translatedPath("/blog/podstawy-seo-2025-kompletny-przewodnik", "pl", "en")).toBe("/en/blog/seo-fundamentals-2025-complete-guide");
    expect(translatedPath("/blog/seo-fundamentals-2025-complete-guide", "en", "pl")).toBe("/blog/podstawy-seo-2025-kompletny-przewodnik");
    expect(translatedPath("/blog/seo-fundamentals-2025-complete-guide", "en", "en")).toBe("/en/blog/seo-fundamentals-2025-complete-guide");
    for (const locale of ["pl", "en"] as const) {
      for (const post of getPosts(locale)) {
        // The articles as the loader pairs them by their front matter's translationKey.
        const translation = getTranslation(post);
        expect(translation, post.slug).toBeDefined();
        if (!translation) continue;
        expect(translatedPath(`/blog/${post.slug}`, locale, locale)).toBe(localizedPath(locale, `/blog/${post.slug}`));
        expect(translatedPath(`/blog/${post.slug}`, locale, translation.language)).toBe(
          localizedPath(translation.language, `/blog/${translation.slug}`),
        );
      }
    }
  });
});
