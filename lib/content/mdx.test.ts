import { describe, expect, it } from "vitest";
import { z } from "zod";
import { parseFrontMatter } from "./front-matter";
import { compileContent } from "./mdx";

describe("the MDX pipeline of articles and legal documents", () => {
  it("lists the h2 headings with the ids their anchors use, not deeper ones", async () => {
    const body = "## Why **Google** Ads\n\nText.\n\n### A detail\n\n## Budżet i stawki\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
    const { headings } = await compileContent(body, {});
    expect(headings).toEqual([
      { id: "why-google-ads", title: "Why Google Ads" },
      { id: "budżet-i-stawki", title: "Budżet i stawki" },
    ]);
  });

  it("names the file and every bad field of the front matter", () => {
    const schema = z.strictObject({ title: z.string().min(3), updated: z.iso.date() });
    expect(() => parseFrontMatter("content/x.mdx", "---\ntitle: A\nupdated: soon\n---\nBody", schema)).toThrow(
      /content\/x\.mdx: invalid front matter: "title" .*; "updated" /,
    );
    expect(parseFrontMatter("content/x.mdx", "---\ntitle: Abc\nupdated: '2025-07-03'\n---\nBody", schema)).toEqual({
      data: { title: "Abc", updated: "2025-07-03" },
      body: "Body",
    });
  });
});
