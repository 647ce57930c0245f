import { z } from "zod";
import { FAQ_KEY_PATTERN, faqLimits } from "./limits";

// What the build refuses in faq.json, which the owner edits at /keystatic: each item's question and answer in both
// languages (so each language has as many, in the same order), and a key of its own that a campaign page chooses it by.

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
