import type { Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import data from "./faq.json";
import { parseFaq, type FaqEntry } from "./schema";

// The home page's questions, in the order shown; the section's title and subtitle are words in messages (Faq).

const faq = parseFaq(data);

/** Every question's key, in order. */
export const faqKeys: readonly string[] = faq.items.map((item) => item.id);

/** The questions and answers of one language, in order (only those of `keys`, when given), typeset for it. */
export function faqItems(locale: Locale, keys?: readonly string[]): FaqEntry[] {
  return faq.items.filter((item) => !keys || keys.includes(item.id)).map((item) => typesetFor(locale, item[locale]));
}
