// What the site accepts in an article (content/blog/<address>.mdx): the build checks it (schema.ts, lib/blog/posts.ts)
// and the editor refuses the rest before saving (keystatic.tsx). No imports: the editor's code shares no module
// with the pages' code, whose chunks stay as they were.

export const articleLimits = {
  title: { min: 10, max: 70 },
  description: { min: 70, max: 160 },
  category: { min: 2, max: 40 },
  tag: { min: 2, max: 40 },
  tags: { min: 1, max: 10 },
  author: { min: 2, max: 60 },
  readTime: { min: 1, max: 120 },
} as const;

/** An article's file name, which is its URL's last part. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const SLUG_MESSAGE = "must be lower-case words joined by hyphens";

/** The name an article shares with its translation. */
export const TRANSLATION_KEY_PATTERN = /^[a-z0-9-]+$/;
