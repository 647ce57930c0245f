import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A copy of content/ with one more pair, read by the real loaders: the two MDX files are all a new article needs. And
// one Polish article whose translation is not written yet: it is published alone.
const pl = "lokalne-seo-dla-malych-firm";
const en = "local-seo-for-small-businesses";
const alone = "reklamy-w-mapach-google";

function article(language: "pl" | "en", title: string, description: string, heading: string, key = "local-seo") {
  return `---
title: "${title}"
description: "${description}"
date: 2026-01-15
category: SEO
tags: [SEO, local SEO]
author: SEO Team
language: ${language}
translationKey: ${key}
---

## ${heading}

Words of the article.
`;
}

let root = "";

beforeAll(() => {
  root = mkdtempSync(path.join(tmpdir(), "new-article-"));
  cpSync(path.join(process.cwd(), "content"), path.join(root, "content"), { recursive: true });
  const blog = path.join(root, "content", "blog");
  writeFileSync(
    path.join(blog, `${pl}.mdx`),
    article(
      "pl",
      "Lokalne SEO dla małych firm",
      "Jak mała firma pojawia się w mapach i lokalnych wynikach Google: profil firmy, opinie i spójne dane.",
      "Od czego zacząć",
    ),
  );
  writeFileSync(
    path.join(blog, `${en}.mdx`),
    article(
      "en",
      "Local SEO for small businesses",
      "How a small business shows up in Google Maps and local results: its business profile, reviews and consistent details.",
      "Where to start",
    ),
  );
  writeFileSync(
    path.join(blog, `${alone}.mdx`),
    article(
      "pl",
      "Reklamy w Mapach Google",
      "Jak pokazać firmę w Mapach Google nad wynikami organicznymi: kampania lokalna, profil firmy i pomiar wizyt.",
      "Kiedy to się opłaca",
      "maps-ads",
    ),
  );
  vi.spyOn(process, "cwd").mockReturnValue(root);
  vi.resetModules();
});

afterAll(() => {
  vi.restoreAllMocks();
  rmSync(root, { recursive: true, force: true });
});

describe("a new pair of articles in content/blog", () => {
  it("is listed in its language, newest first", async () => {
    const { getPosts } = await import("./posts");
    expect(getPosts("pl")[0]?.slug).toBe(pl);
    expect(getPosts("en")[0]?.slug).toBe(en);
  });

  it("is linked to its translation: the article, the language switcher and the proxy's redirect", async () => {
    const { getPost, getTranslation } = await import("./posts");
    const { articleSlugPairs } = await import("./slug-pairs");
    const { articleRedirect, translatedPath } = await import("./slugs");
    expect(getTranslation(getPost("pl", pl)!)?.path).toBe(`/en/blog/${en}`);
    const pairs = articleSlugPairs();
    expect(pairs).toContainEqual({ pl, en });
    expect(translatedPath(`/blog/${pl}`, "pl", "en", pairs)).toBe(`/en/blog/${en}`);
    expect(translatedPath(`/blog/${en}`, "en", "pl", pairs)).toBe(`/blog/${pl}`);
    expect(articleRedirect(`/blog/${en}`, pairs)).toBe(`/en/blog/${en}`);
  });

  it("is in the sitemap in both languages, each naming the other", async () => {
    const { sitemapEntries } = await import("@/lib/site/entries");
    const languages = { pl: `/blog/${pl}`, en: `/en/blog/${en}` };
    expect(sitemapEntries()).toEqual(
      expect.arrayContaining([
        { path: `/blog/${pl}`, lastModified: "2026-01-15", languages },
        { path: `/en/blog/${en}`, lastModified: "2026-01-15", languages },
      ]),
    );
  });
});

describe("an article saved without its translation", () => {
  it("is listed in its own language only", async () => {
    const { getPosts, getPost, getTranslation } = await import("./posts");
    expect(getPosts("pl").map((post) => post.slug)).toContain(alone);
    expect(getPosts("en").map((post) => post.slug)).not.toContain(alone);
    expect(getTranslation(getPost("pl", alone)!)).toBeUndefined();
  });

  it("does not stop the other articles: its slug stands alone, and the language switch leads to the English blog", async () => {
    const { articleSlugPairs } = await import("./slug-pairs");
    const { translatedPath } = await import("./slugs");
    const pairs = articleSlugPairs();
    expect(pairs).toContainEqual({ pl: alone });
    expect(pairs).toContainEqual({ pl, en });
    expect(translatedPath(`/blog/${alone}`, "pl", "en", pairs)).toBe("/en/blog");
  });

  it("names no page in the other language: its hreflang and the sitemap list it alone", async () => {
    const { pageMetadata } = await import("@/lib/metadata");
    const { sitemapEntries } = await import("@/lib/site/entries");
    const metadata = pageMetadata({
      locale: "pl",
      path: `/blog/${alone}`,
      title: "Reklamy w Mapach Google",
      description: "…",
      languages: { pl: `/blog/${alone}` },
    });
    expect(Object.keys(metadata.alternates?.languages ?? {}).sort()).toEqual(["pl", "x-default"]);
    expect(metadata.openGraph).toMatchObject({ alternateLocale: [] });
    expect(sitemapEntries()).toContainEqual({
      path: `/blog/${alone}`,
      lastModified: "2026-01-15",
      languages: { pl: `/blog/${alone}` },
    });
  });
});
