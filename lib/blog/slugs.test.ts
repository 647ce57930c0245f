import { describe, expect, it } from "vitest";
import { localizedPath } from "@/lib/i18n/paths";
import { href } from "@/lib/site/map";
import { getAllPosts, getPosts, getTranslation } from "./posts";
import { articleSlugPairs } from "./slug-pairs";
import { articlePath, articleRedirect, articleRoute, translatedPath } from "./slugs";

const pairs = articleSlugPairs();

describe("the slug pairs the proxy and the language switcher use", () => {
  it("are the articles of content/blog, paired as the loader pairs them", () => {
    const posts = getAllPosts();
    const fromContent = posts
      .filter((post) => post.language === "pl")
      .map((post) => ({ pl: post.slug, en: getTranslation(post)?.slug }));
    const sortByPl = (a: { pl?: string }, b: { pl?: string }) => (a.pl ?? "").localeCompare(b.pl ?? "");
    expect([...pairs].sort(sortByPl)).toEqual(fromContent.sort(sortByPl));
    expect(pairs).toHaveLength(posts.length / 2);
  });

  it("build the same article paths as the site map", () => {
    for (const pair of pairs) {
      for (const [locale, slug] of Object.entries(pair) as ["pl" | "en", string][])
        expect(articlePath(locale, slug)).toBe(href(locale, articleRoute(slug)));
    }
  });
});

describe("translatedPath", () => {
  it("gives a page its path in each language by the routing rule", () => {
    expect(translatedPath("/", "pl", "en", pairs)).toBe("/en");
    expect(translatedPath("/", "en", "pl", pairs)).toBe("/");
    expect(translatedPath("/google-ads", "en", "pl", pairs)).toBe("/google-ads");
    expect(translatedPath("/privacy-policy", "pl", "en", pairs)).toBe("/en/privacy-policy");
  });

  it("takes an article to its translation's slug, both ways", () => {
    expect(translatedPath("/blog/podstawy-seo-2025-kompletny-przewodnik", "pl", "en", pairs)).toBe(
      "/en/blog/seo-fundamentals-2025-complete-guide",
    );
    expect(translatedPath("/blog/seo-fundamentals-2025-complete-guide", "en", "pl", pairs)).toBe(
      "/blog/podstawy-seo-2025-kompletny-przewodnik",
    );
    expect(translatedPath("/blog/seo-fundamentals-2025-complete-guide", "en", "en", pairs)).toBe(
      "/en/blog/seo-fundamentals-2025-complete-guide",
    );
    for (const locale of ["pl", "en"] as const) {
      for (const post of getPosts(locale)) {
        const translation = getTranslation(post);
        expect(translation, post.slug).toBeDefined();
        if (!translation) continue;
        expect(translatedPath(`/blog/${post.slug}`, locale, locale, pairs)).toBe(
          localizedPath(locale, `/blog/${post.slug}`),
        );
        expect(translatedPath(`/blog/${post.slug}`, locale, translation.language, pairs)).toBe(
          localizedPath(translation.language, `/blog/${translation.slug}`),
        );
      }
    }
  });
});

describe("an article without its translation", () => {
  const alone = [...pairs, { pl: "tylko-po-polsku" }, { en: "english-only" }];

  it("switches language to the other language's blog", () => {
    expect(translatedPath("/blog/tylko-po-polsku", "pl", "en", alone)).toBe("/en/blog");
    expect(translatedPath("/blog/english-only", "en", "pl", alone)).toBe("/blog");
    expect(translatedPath("/blog/tylko-po-polsku", "pl", "pl", alone)).toBe("/blog/tylko-po-polsku");
  });

  it("is reached from the other language's prefix at its own URL, and a ?lang= switch lands on that blog", () => {
    expect(articleRedirect("/en/blog/tylko-po-polsku", alone)).toBe("/blog/tylko-po-polsku");
    expect(articleRedirect("/blog/english-only", alone)).toBe("/en/blog/english-only");
    expect(articleRedirect("/en/blog/tylko-po-polsku", alone, true)).toBe("/en/blog");
    expect(articleRedirect("/blog/english-only", alone, true)).toBe("/blog");
    expect(articleRedirect("/blog/tylko-po-polsku", alone)).toBeNull();
  });
});

describe("articleRedirect", () => {
  it("sends the other language's slug to its own URL", () => {
    expect(articleRedirect("/blog/seo-fundamentals-2025-complete-guide", pairs)).toBe(
      "/en/blog/seo-fundamentals-2025-complete-guide",
    );
    expect(articleRedirect("/en/blog/podstawy-seo-2025-kompletny-przewodnik", pairs)).toBe(
      "/blog/podstawy-seo-2025-kompletny-przewodnik",
    );
  });

  it("sends a language switch to the translation", () => {
    expect(articleRedirect("/en/blog/podstawy-seo-2025-kompletny-przewodnik", pairs, true)).toBe(
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
    expect(articleRedirect(path, pairs)).toBeNull();
  });
});
