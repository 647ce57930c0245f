// Read only at build, by next.config.ts and vitest.config.ts, which hand the pairs to every bundle as ARTICLE_SLUGS.
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import matter from "gray-matter";

const LOCALES = ["pl", "en"] as const;

/** An article without a translation fails the build. */
export function readArticleSlugPairs(
  dir = path.join(process.cwd(), "content", "blog"),
): Record<(typeof LOCALES)[number], string>[] {
  const pairs = new Map<string, Partial<Record<string, string>>>();
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith(".mdx"))
    .sort()) {
    const { language, translationKey } = matter(readFileSync(path.join(dir, file), "utf8")).data as Record<
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
  return [...pairs].map(([key, pair]) => {
    const missing = LOCALES.filter((locale) => !pair[locale]);
    if (missing.length)
      throw new Error(`content/blog: translationKey "${key}" has no article in ${missing.join(", ")}`);
    return { pl: pair.pl!, en: pair.en! };
  });
}
