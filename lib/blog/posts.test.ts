import { describe, expect, it } from "vitest";
import { articleTitle } from "./metadata";
import { countWords, getAllPosts, getPosts, getTranslation, parsePost, readTimeMinutes } from "./posts";

const valid = {
  title: "A valid article title",
  description: "A description that is long enough to pass the schema, as a search result snippet would need.",
  date: "2025-03-10",
  category: "SEO",
  tags: ["SEO"],
  author: "SEO Team",
  language: "en",
  translationKey: "example",
};

function source(frontMatter: Record<string, unknown>, body = "## Heading\n\nSome words here.") {
  const yaml = Object.entries(frontMatter)
    .map(([key, value]) => `${key}: ${JSON.stringify(value)}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}\n`;
}

describe("front matter validation", () => {
  it("accepts a complete article and derives slug, path and read time", () => {
    const post = parsePost("a-valid-article.mdx", source(valid));
    expect(post).toMatchObject({
      slug: "a-valid-article",
      path: "/en/blog/a-valid-article",
      readTime: 1,
      updated: "2025-03-10",
    });
  });

  it("accepts an unquoted YAML date", () => {
    const raw = source(valid).replace('date: "2025-03-10"', "date: 2025-03-10");
    expect(parsePost("a.mdx", raw).date).toBe("2025-03-10");
  });

  it("names the file and the missing field", () => {
    const withoutTitle: Record<string, unknown> = { ...valid };
    delete withoutTitle.title;
    expect(() => parsePost("broken-post.mdx", source(withoutTitle))).toThrow(
      /content\/blog\/broken-post\.mdx.*"title"/,
    );
  });

  it.each([
    ["date", { date: "10.03.2025" }],
    ["language", { language: "de" }],
    ["tags", { tags: [] }],
    ["readTime", { readTime: 0 }],
    ["translationKey", { translationKey: "Not A Key" }],
  ])("reports an invalid %s with the file name", (field, change) => {
    expect(() => parsePost("bad.mdx", source({ ...valid, ...change }))).toThrow(
      new RegExp(`content/blog/bad\\.mdx.*"${field}"`),
    );
  });

  it("reports an unknown field", () => {
    expect(() => parsePost("extra.mdx", source({ ...valid, autor: "typo" }))).toThrow(/extra\.mdx.*autor/);
  });

  it("rejects a file name that is not a clean slug", () => {
    expect(() => parsePost("Bad Name.mdx", source(valid))).toThrow(/Bad Name\.mdx/);
  });
});

describe("read time", () => {
  it("is the word count at 200 words a minute, at least one minute", () => {
    expect(readTimeMinutes(0)).toBe(1);
    expect(readTimeMinutes(150)).toBe(1);
    expect(readTimeMinutes(2000)).toBe(10);
    expect(readTimeMinutes(2099)).toBe(10);
    expect(readTimeMinutes(2100)).toBe(11);
  });

  it("counts words a reader reads, not markup", () => {
    expect(
      countWords('## Title here\n\n<Box title="x">Two words</Box> [a link](https://example.com/very/long) — **bold**'),
    ).toBe(7);
  });

  it("follows the body unless the front matter gives it", () => {
    const body = `## Long\n\n${"word ".repeat(1000)}`;
    expect(parsePost("a.mdx", source(valid, body)).readTime).toBe(5);
    expect(parsePost("a.mdx", source({ ...valid, readTime: 7 }, body)).readTime).toBe(7);
  });
});

describe("the articles in content/blog", () => {
  const posts = getAllPosts();

  it("exist in both languages, as many in each", () => {
    expect(getPosts("pl").length).toBeGreaterThan(0);
    expect(getPosts("en")).toHaveLength(getPosts("pl").length);
  });

  it("each have exactly one translation, in the other language", () => {
    for (const post of posts) {
      const sameKey = posts.filter((other) => other.translationKey === post.translationKey);
      expect(sameKey.map((p) => p.language).sort(), post.slug).toEqual(["en", "pl"]);
      expect(getTranslation(post)?.language).not.toBe(post.language);
    }
  });

  it("are listed newest first", () => {
    const dates = posts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it("start their bodies at h2: the page's h1 is the title", () => {
    for (const post of posts) expect(post.body, post.slug).not.toMatch(/^# /m);
  });

  it("have title tags under 60 characters", () => {
    for (const post of posts) expect(articleTitle(post.title).length, post.slug).toBeLessThanOrEqual(60);
  });

  it("are substantial, the SEO guides a ten-minute read ending with the audit box", () => {
    for (const post of posts) expect(post.wordCount, post.slug).toBeGreaterThan(1200);
    const seo = posts.filter((post) => post.translationKey === "seo-fundamentals-2025");
    expect(seo.map((post) => post.slug)).toContain("podstawy-seo-2025-kompletny-przewodnik");
    for (const post of seo) {
      expect(post.readTime).toBe(10);
      expect(post.wordCount).toBeGreaterThan(1900);
      expect(post.body.trimEnd()).toMatch(/<SeoAuditBox[\s\S]*<\/SeoAuditBox>$/);
    }
  });
});
