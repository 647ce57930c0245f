import { describe, expect, it } from "vitest";
import { getAllPosts } from "@/lib/blog/posts";
import { pageDetails, sitemapEntries } from "./entries";
import { pages, sitePages } from "./map";

describe("site map entries", () => {
  it("has a title and a date for every page, in both languages", () => {
    for (const page of sitePages) {
      for (const locale of ["pl", "en"] as const) {
        const { title, lastModified } = pageDetails(page, locale);
        expect(title, `${page.path} ${locale}`).toBeTruthy();
        expect(lastModified, `${page.path} ${locale}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(pageDetails(pages.privacyPolicy, "pl").title).toBe("Polityka prywatności");
    expect(
      pageDetails(
        sitePages.find((page) => page.path === "/google-ads")!,
        "en",
      ).title,
    ).toMatch(/Google Ads/);
  });

  it("lists every page in both languages, the two home pages first, then every article with its translation", () => {
    const rows = sitemapEntries();
    const posts = getAllPosts();
    expect(rows.slice(0, 2).map((row) => row.path)).toEqual(["/", "/en"]);
    expect(rows).toHaveLength(sitePages.length * 2 + posts.length);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    for (const row of rows) expect(Object.keys(row.languages).sort()).toEqual(["en", "pl"]);
    const articles = rows.slice(sitePages.length * 2);
    expect(articles.map((row) => row.path)).toEqual(posts.map((post) => post.path));
    const seo = articles.find((row) => row.path === "/blog/podstawy-seo-2025-kompletny-przewodnik");
    expect(seo?.languages).toEqual({
      pl: "/blog/podstawy-seo-2025-kompletny-przewodnik",
      en: "/en/blog/seo-fundamentals-2025-complete-guide",
    });
  });
});
