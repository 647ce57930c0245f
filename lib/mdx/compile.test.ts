import { createElement, type ReactNode } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { getAllPosts } from "@/lib/blog/posts";
import { parseFrontMatter } from "./front-matter";
import { compileContent } from "./compile";

describe("the MDX pipeline of articles and legal documents", () => {
  it("lists the h2 headings with the ids their anchors use, not deeper ones", async () => {
    const body =
      "## Why **Google** Ads\n\nText.\n\n### A detail\n\n## Budżet i stawki\n\n| a | b |\n|---|---|\n| 1 | 2 |\n";
    const { headings } = await compileContent(body, {}, "en");
    expect(headings).toEqual([
      { id: "why-google-ads", title: "Why Google Ads" },
      { id: "budżet-i-stawki", title: "Budżet i stawki" },
    ]);
  });

  it("typesets a Polish document (text, headings) but not its code, and keeps the heading ids of the plain text", async () => {
    const body =
      "## Budżet i stawki\n\nReklamy w sieci za 300 zł, a `w kodzie` nic.\n\nSzczegóły w [polityce](/privacy-policy).\n";
    const pl = await compileContent(body, {}, "pl");
    expect(pl.headings).toEqual([{ id: "budżet-i-stawki", title: "Budżet i\u00a0stawki" }]);
    const html = renderToStaticMarkup(pl.content);
    expect(html).toContain('<h2 id="budżet-i-stawki">Budżet i\u00a0stawki</h2>');
    expect(html).toContain("Reklamy w\u00a0sieci za 300\u00a0zł, a\u00a0<code>w kodzie</code> nic.");
    expect(html).toContain('Szczegóły w\u00a0<a href="/privacy-policy">polityce</a>');

    const en = await compileContent("## A plan\n\nWe spend a budget of 300 zł.\n", {}, "en");
    expect(en.headings).toEqual([{ id: "a-plan", title: "A plan" }]);
    expect(renderToStaticMarkup(en.content)).not.toContain("\u00a0");
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

describe("the articles as a reader sees them", () => {
  const auditBox = ({ title, cta, children }: { title: string; cta: string; children: ReactNode }) =>
    createElement("aside", null, title, " ", cta, children);

  it("quote with typographic marks (“…”, ‘…’, „…”), never a straight quote, outside code", async () => {
    const found: string[] = [];
    for (const post of getAllPosts()) {
      const { content } = await compileContent(post.body, { SeoAuditBox: auditBox }, post.language);
      const text = [post.title, post.description, ...post.tags, renderToStaticMarkup(content)]
        .join("\n")
        .replace(/<code>[\s\S]*?<\/code>/g, "")
        .replace(/<[^>]+>/g, "")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;|&#39;/g, "'");
      for (const match of text.matchAll(/["']/g)) {
        const at = match.index ?? 0;
        found.push(`${post.slug}: …${text.slice(Math.max(0, at - 30), at + 30)}…`);
      }
    }
    expect(found).toEqual([]);
  });
});
