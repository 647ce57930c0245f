// What the site accepts in the files the owner edits at /keystatic. The loaders check it (lib/blog/schema.ts,
// content/faq.ts, content/pricing.ts) and the editor refuses the rest before saving (keystatic.config.tsx). No
// imports: the editor's code shares no module with the pages' code, whose chunks stay as they were.

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

export const faqLimits = {
  question: { min: 5, max: 150 },
  answer: { min: 20, max: 800 },
  items: { min: 1, max: 20 },
} as const;

/** The packages of content/pricing.json: their words are in messages (Pricing.packages.<id>), so there are these four. */
export const PACKAGE_IDS = ["mini", "standard", "ecommerce", "individual"] as const;

export const pricingLimits = {
  fee: { min: 1, max: 100_000 },
  budgetSharePercent: { min: 1, max: 100 },
  discountPercent: { min: 1, max: 90 },
  months: { min: 1, max: 24 },
} as const;
