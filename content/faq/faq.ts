import { z } from "zod";
import type { Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import data from "./faq.json";
import { FAQ_KEY_PATTERN, faqLimits } from "./limits";

// The home page's questions, in both languages item by item (so each language has as many), in the order shown, each
// with a key a campaign page chooses it by. The owner edits faq.json at /keystatic; the section's title and subtitle
// are words in messages (Faq).

const text = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);
const entry = z.strictObject({ question: text(faqLimits.question), answer: text(faqLimits.answer) });

const faqSchema = z.strictObject({
  items: z
    .array(z.strictObject({ id: z.string().regex(FAQ_KEY_PATTERN), pl: entry, en: entry }))
    .min(faqLimits.items.min)
    .max(faqLimits.items.max)
    .check((ctx) => {
      const seen = new Set<string>();
      ctx.value.forEach(({ id }, index) => {
        if (seen.has(id))
          ctx.issues.push({ code: "custom", input: id, path: [index, "id"], message: `the key "${id}" is taken` });
        seen.add(id);
      });
    }),
});

export type FaqEntry = z.infer<typeof entry>;

/** The build stops on a file it cannot show, naming the field. */
export function parseFaq(value: unknown) {
  const result = faqSchema.safeParse(value);
  if (!result.success) throw new Error(`content/faq/faq.json: ${z.prettifyError(result.error)}`);
  return result.data;
}

const faq = parseFaq(data);

/** Every question's key, in order. */
export const faqKeys: readonly string[] = faq.items.map((item) => item.id);

/** The questions and answers of one language, in order (only those of `keys`, when given), typeset for it. */
export function faqItems(locale: Locale, keys?: readonly string[]): FaqEntry[] {
  return faq.items.filter((item) => !keys || keys.includes(item.id)).map((item) => typesetFor(locale, item[locale]));
}
