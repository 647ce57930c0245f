// What the site accepts in content/faq/faq.json: the build checks it (schema.ts) and the editor refuses the rest before
// saving (keystatic.tsx). No imports: the editor's code shares no module with the pages' code, whose chunks stay
// as they were.

/** A FAQ question's key, which a campaign page names it by. */
export const FAQ_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const faqLimits = {
  question: { min: 5, max: 150 },
  answer: { min: 20, max: 800 },
  items: { min: 1, max: 20 },
} as const;
