import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";

// A copy of content/ with one more pair, read by the real loaders: the two MDX files are all a new article needs.
const pl = "lokalne-seo-dla-malych-firm";
const en = "local-seo-for-small-businesses";

function article(language: "pl" | "en", title: string, description: string, heading: string) {
  return `---
title: "${title}"
description: "${description}"
date: 2026-01-15
category: SEO
tags: [SEO, local SEO]
author: SEO Team
language: ${language}
translationKey: local-seo
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
