import "server-only";
import fs from "node:fs";
import path from "node:path";
import { cache } from "react";
import { SLUG_MESSAGE, SLUG_PATTERN } from "@/content/blog/limits";
import { parseFrontMatter } from "@/lib/mdx/front-matter";
import type { Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import { frontMatterSchema, type FrontMatter } from "@/content/blog/schema";
import { articlePath } from "./slugs";

const CONTENT_DIR = path.join(process.cwd(), "content", "blog");
const WORDS_PER_MINUTE = 200;

export type Post = FrontMatter & {
  slug: string;
  path: string;
  readTime: number;
  wordCount: number;
  updated: string;
  body: string;
};

/** Words a reader reads: MDX tags, link targets and Markdown markers do not count. */
export function countWords(markdown: string): number {
  const text = markdown
    .replace(/<[^>]*>/g, " ")
    .replace(/\]\([^)]*\)/g, "]")
    .replace(/[#*_`>|[\]-]+/g, " ");
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

export function readTimeMinutes(wordCount: number): number {
  return Math.max(1, Math.round(wordCount / WORDS_PER_MINUTE));
}

export function parsePost(fileName: string, source: string): Post {
  const where = `content/blog/${fileName}`;
  const { data, body } = parseFrontMatter(where, source, frontMatterSchema);
  const slug = fileName.replace(/\.mdx$/, "");
  if (!SLUG_PATTERN.test(slug)) {
    throw new Error(`${where}: the file name (the slug) ${SLUG_MESSAGE}`);
  }
  const wordCount = countWords(body);
  return {
    ...data,
    ...typesetFor(data.language, {
      title: data.title,
      description: data.description,
      category: data.category,
      tags: data.tags,
    }),
    slug,
    path: articlePath(data.language, slug),
    wordCount,
    readTime: data.readTime ?? readTimeMinutes(wordCount),
    updated: data.updated ?? data.date,
    body,
  };
}

/** Every article, newest first. Read once per build. */
export const getAllPosts = cache((): Post[] => {
  const files = fs.readdirSync(CONTENT_DIR).filter((file) => file.endsWith(".mdx"));
  const posts = files.map((file) => parsePost(file, fs.readFileSync(path.join(CONTENT_DIR, file), "utf8")));
  return posts.sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
});

export function getPosts(locale: Locale): Post[] {
  return getAllPosts().filter((post) => post.language === locale);
}

export function getPost(locale: Locale, slug: string): Post | undefined {
  return getPosts(locale).find((post) => post.slug === slug);
}

export function getTranslation(post: Post): Post | undefined {
  return getAllPosts().find(
    (other) => other.translationKey === post.translationKey && other.language !== post.language,
  );
}

/** Up to three tags shown beside the category badge, without repeating it. */
export function headlineTags(post: Post): string[] {
  return post.tags.filter((tag) => tag.toLowerCase() !== post.category.toLowerCase()).slice(0, 3);
}
