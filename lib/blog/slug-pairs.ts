import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";
import type { SlugPair } from "./slugs";

const LOCALES = ["pl", "en"] as const;
const CONTENT_DIR = path.join(process.cwd(), "content", "blog");

/**
 * Every article's slug in each language it is published in, from the front matter of content/blog: an article saved
 * without its translation is published alone (and linked both ways once the translation is saved). Two articles of
 * one language under one translation key throw.
 */
export function readArticleSlugPairs(): SlugPair[] {
  const pairs = new Map<string, Partial<Record<string, string>>>();
  for (const file of readdirSync(CONTENT_DIR)
    .filter((name) => name.endsWith(".mdx"))
    .sort()) {
    const { language, translationKey } = matter(readFileSync(path.join(CONTENT_DIR, file), "utf8")).data as Record<
      string,
      string
    >;
    const pair = pairs.get(translationKey ?? "") ?? {};
    if (!language || pair[language])
      throw new Error(
        `content/blog/${file}: translationKey "${translationKey}" is taken by ${pair[language ?? ""]}.mdx`,
      );
    pair[language] = file.replace(/\.mdx$/, "");
    pairs.set(translationKey ?? "", pair);
  }
  return [...pairs.values()].map((pair) =>
    Object.fromEntries(LOCALES.flatMap((locale) => (pair[locale] ? [[locale, pair[locale]]] : []))),
  );
}

/**
 * For the proxy and the language switcher. A production build reads them once (ARTICLE_SLUGS, next.config.ts), so
 * neither the proxy nor a page regenerated later reads a file; elsewhere (`next dev`, tests) they are read on each
 * call, so a new pair needs no restart.
 */
export function articleSlugPairs(): SlugPair[] {
  return process.env.NODE_ENV === "production" ? JSON.parse(process.env.ARTICLE_SLUGS ?? "[]") : readArticleSlugPairs();
}
