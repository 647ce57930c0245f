import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { blogEntries, ogImagePath, ogPages, sitemapPages, staticPages } from "./pages";

describe("page registry", () => {
  it("lists each page once, the home page first", () => {
    const paths = staticPages.map((page) => page.path);
    expect(paths[0]).toBe("/");
    expect(new Set(paths).size).toBe(paths.length);
  });

  it("has a title for every page that exists, in both languages", () => {
    for (const page of staticPages) {
      const file = page.path === "/" ? "app/[locale]/page.tsx" : `app/[locale]${page.path}/page.tsx`;
      if (!existsSync(file)) continue;
      expect(page.title("pl"), `${page.path} pl`).toBeTruthy();
      expect(page.title("en"), `${page.path} en`).toBeTruthy();
    }
  });

  it("lists the ten articles, each with its translation", () => {
    const entries = blogEntries();
    expect(entries).toHaveLength(10);
    for (const entry of entries) expect(Object.keys(entry.languages).sort()).toEqual(["en", "pl"]);
  });

  it("puts the two home pages first in the sitemap, each with both languages", () => {
    const rows = sitemapPages();
    expect(rows.slice(0, 2).map((row) => row.path)).toEqual(["/", "/en"]);
    for (const row of rows) expect(Object.keys(row.languages).sort()).toEqual(["en", "pl"]);
  });

  it("names an image per page and language, under a dotted path the proxy leaves alone", () => {
    expect(ogImagePath("pl", "/")).toBe("/og/pl/index.png");
    expect(ogImagePath("en", "/blog/seo-basics")).toBe("/og/en/blog/seo-basics.png");
    expect(ogPages()).toHaveLength(staticPages.length * 2 + blogEntries().length);
  });
});
