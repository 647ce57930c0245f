import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";

type Article = { slug: string; language: "pl" | "en"; date: string; translationKey: string };

const dir = path.join(process.cwd(), "content", "blog");

/** The articles of content/blog, newest first (then by slug), as the blog list must show them. */
const contentArticles: Article[] = readdirSync(dir)
  .filter((name) => name.endsWith(".mdx"))
  .map((name) => {
    const data = matter(readFileSync(path.join(dir, name), "utf8")).data as Record<string, unknown>;
    const date = data.date instanceof Date ? data.date.toISOString().slice(0, 10) : String(data.date);
    return {
      slug: name.replace(/\.mdx$/, ""),
      language: data.language as Article["language"],
      date,
      translationKey: String(data.translationKey),
    };
  })
  .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));

export function slugsOf(language: Article["language"]): string[] {
  return contentArticles.filter((article) => article.language === language).map((article) => article.slug);
}

/** The slug of an article's translation. */
export function translationOf(slug: string): string {
  const article = contentArticles.find((candidate) => candidate.slug === slug);
  const translation = contentArticles.find(
    (other) => other.translationKey === article?.translationKey && other.slug !== slug,
  );
  if (!translation) throw new Error(`content/blog: ${slug} has no translation`);
  return translation.slug;
}
