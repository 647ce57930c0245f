import { describe, expect, it } from "vitest";
import { getAllPosts } from "./posts";
import { articleRedirect, articleSlugs, articleTranslations } from "./slugs";

describe("the slug map used by the proxy and the language selector", () => {
  it("matches content/blog exactly (npm run blog:slugs rewrites it from the front matter)", () => {
    const posts = getAllPosts();
    const fromContent = [...new Set(posts.map((post) => post.translationKey))].map((key) => {
      const pair = posts.filter((post) => post.translationKey === key);
      return { pl: pair.find((p) => p.language === "pl")?.slug, en: pair.find((p) => p.language === "en")?.slug };
    });
    const sortByPl = (a: { pl?: string }, b: { pl?: string }) => (a.pl ?? "").localeCompare(b.pl ?? "");
    expect([...articleSlugs].sort(sortByPl)).toEqual(fromContent.sort(sortByPl));
  });

  it("pairs every article path with its translation both ways", () => {
    const paths = articleTranslations();
    expect(paths["/blog/podstawy-seo-2025-kompletny-przewodnik"]).toBe("/en/blog/seo-fundamentals-2025-complete-guide");
    expect(paths["/en/blog/seo-fundamentals-2025-complete-guide"]).toBe("/blog/podstawy-seo-2025-kompletny-przewodnik");
    expect(Object.keys(paths)).toHaveLength(articleSlugs.length * 2);
  });
});

describe("articleRedirect", () => {
  it("sends the other language's slug to its own URL", () => {
    expect(articleRedirect("/blog/seo-fundamentals-2025-complete-guide")).toBe("/en/blog/seo-fundamentals-2025-complete-guide");
    expect(articleRedirect("/en/blog/podstawy-seo-2025-kompletny-przewodnik")).toBe("/blog/podstawy-seo-2025-kompletny-przewodnik");
  });

  it("sends a language switch to the translation", () => {
    expect(articleRedirect("/en/blog/podstawy-seo-2025-kompletny-przewodnik", true)).toBe(
      "/en/blog/seo-fundamentals-2025-complete-guide",
    );
  });

  it.each([
    "/blog/podstawy-seo-2025-kompletny-przewodnik",
    "/en/blog/seo-fundamentals-2025-complete-guide",
    "/blog/unknown-slug",
    "/blog",
    "/google-ads",
  ])("leaves %s alone (a correct or unknown path)", (path) => {
    expect(articleRedirect(path)).toBeNull();
  });
});
