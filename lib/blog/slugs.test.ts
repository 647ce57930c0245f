import { describe, expect, it } from "vitest";
import { localizedPath } from "@/lib/i18n/paths";
import { href } from "@/lib/site/map";
import { getAllPosts, getPosts, getTranslation } from "./posts";
import { articlePath, articleRedirect, articleRoute, articleSlugs, translatedPath } from "./slugs";

describe("the slug pairs the proxy and the language switcher use", () => {
  it("are the articles of content/blog, paired as the loader pairs them", () => {
    const posts = getAllPosts();
    const fromContent = posts
      .filter((post) => post.language === "pl")
      .map((post) => ({ pl: post.slug, en: getTranslation(post)?.slug }));
    const sortByPl = (a: { pl?: string }, b: { pl?: string }) => (a.pl ?? "").localeCompare(b.pl ?? "");
    expect([...articleSlugs].sort(sortByPl)).toEqual(fromContent.sort(sortByPl));
    expect(articleSlugs).toHaveLength(posts.length / 2);
  });

  it("build the same article paths as the site map", () => {
    for (const pair of articleSlugs) {
      expect(articlePath("pl", pair.pl)).toBe(href("pl", articleRoute(pair.pl)));
      expect(articlePath("en", pair.en)).toBe(href("en", articleRoute(pair.en)));
    }
  });
});

describe("translatedPath", () => {
  it("gives a page its path in each language by the routing rule", () => {
    expect(translatedPath("/", "pl", "en")).toBe("/en");
    expect(translatedPath("/", "en", "pl")).toBe("/");
    expect(translatedPath("/google-ads", "en", "pl")).toBe("/google-ads");
    expect(translatedPath("/privacy-policy", "pl", "en")).toBe("/en/privacy-policy");
  });

  it("takes an article to its translation's slug, both ways", () => {
    expect(translatedPath("/blog/podstawy-seo-2025-kompletny-przewodnik", "pl", "en")).toBe(
      "/en/blog/seo-fundamentals-2025-complete-guide",
    );
    expect(translatedPath("/blog/seo-fundamentals-2025-complete-guide", "en", "pl")).toBe(
      "/blog/podstawy-seo-2025-kompletny-przewodnik",
    );
    expect(translatedPath("/blog/seo-fundamentals-2025-complete-guide", "en", "en")).toBe(
      "/en/blog/seo-fundamentals-2025-complete-guide",
    );
    for (const locale of ["pl", "en"] as const) {
      for (const post of getPosts(locale)) {
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

describe("articleRedirect", () => {
  it("sends the other language's slug to its own URL", () => {
    expect(articleRedirect("/blog/seo-fundamentals-2025-complete-guide")).toBe(
      "/en/blog/seo-fundamentals-2025-complete-guide",
    );
    expect(articleRedirect("/en/blog/podstawy-seo-2025-kompletny-przewodnik")).toBe(
      "/blog/podstawy-seo-2025-kompletny-przewodnik",
    );
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
