import { z } from "zod";
import type { Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import data from "./faq.json";
import { faqLimits } from "./limits";

// The home page's questions, in both languages item by item (so each language has as many), in the order shown. The
// owner edits faq.json at /keystatic; the section's title and subtitle are words in messages (Faq).

const text = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);
const entry = z.strictObject({ question: text(faqLimits.question), answer: text(faqLimits.answer) });

const faqSchema = z.strictObject({
  items: z
    .array(z.strictObject({ pl: entry, en: entry }))
    .min(faqLimits.items.min)
    .max(faqLimits.items.max),
});

export type FaqEntry = z.infer<typeof entry>;

/** The build stops on a file it cannot show, naming the field. */
export function parseFaq(value: unknown) {
  const result = faqSchema.safeParse(value);
  if (!result.success) throw new Error(`content/faq.json: ${z.prettifyError(result.error)}`);
  return result.data;
}

const faq = parseFaq(data);

/** The questions and answers of one language, in order, typeset for it. */
export function faqItems(locale: Locale): FaqEntry[] {
  return faq.items.map((item) => typesetFor(locale, item[locale]));
}
