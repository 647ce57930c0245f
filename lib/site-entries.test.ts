import { describe, expect, it } from "vitest";
import { getAllPosts } from "./blog/posts";
import { pageDetails, sharePages, sitemapEntries } from "./site-entries";
import { pageIds } from "./site-map";

describe("site map entries", () => {
  it("has a title and a date for every page, in both languages", async () => {
    for (const id of pageIds) {
      for (const locale of ["pl", "en"] as const) {
        const { title, lastModified } = await pageDetails(id, locale);
        expect(title, `${id} ${locale}`).toBeTruthy();
        expect(lastModified, `${id} ${locale}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(await pageDetails("privacyPolicy", "pl")).toEqual({ title: "Polityka prywatności", lastModified: "2025-07-03" });
    expect((await pageDetails("googleAds", "en")).title).toMatch(/Google Ads/);
  });

  it("lists every page in both languages, the two home pages first, then the ten articles with their translation", async () => {
    const rows = await sitemapEntries();
    expect(rows.slice(0, 2).map((row) => row.path)).toEqual(["/", "/en"]);
    expect(rows).toHaveLength(pageIds.length * 2 + 10);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    for (const row of rows) expect(Object.keys(row.languages).sort()).toEqual(["en", "pl"]);
    const articles = rows.slice(pageIds.length * 2);
    expect(articles.map((row) => row.path)).toEqual(getAllPosts().map((post) => post.path));
    const seo = articles.find((row) => row.path === "/blog/podstawy-seo-2025-kompletny-przewodnik");
    expect(seo?.languages).toEqual({
      pl: "/blog/podstawy-seo-2025-kompletny-przewodnik",
      en: "/en/blog/seo-fundamentals-2025-complete-guide",
    });
  });

  it("gives every page in each language, and every article in its own, a share image", () => {
    const shares = sharePages();
    expect(shares).toHaveLength(pageIds.length * 2 + 10);
    expect(shares).toContainEqual(expect.objectContaining({ locale: "en", path: "/blog/seo-fundamentals-2025-complete-guide" }));
  });
});
