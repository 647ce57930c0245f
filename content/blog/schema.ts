import { z } from "zod";
import { isoDate } from "@/lib/mdx/front-matter";
import { routing } from "@/lib/i18n/routing";
import { articleLimits as limits, SLUG_MESSAGE, TRANSLATION_KEY_PATTERN } from "./limits";

const text = ({ min, max }: { min: number; max: number }) => z.string().trim().min(min).max(max);

export const frontMatterSchema = z.strictObject({
  title: text(limits.title),
  description: text(limits.description),
  date: isoDate,
  updated: isoDate.optional(),
  category: text(limits.category),
  tags: z.array(text(limits.tag)).min(limits.tags.min).max(limits.tags.max),
  author: text(limits.author),
  language: z.enum(routing.locales),
  translationKey: z.string().regex(TRANSLATION_KEY_PATTERN, { error: SLUG_MESSAGE }),
  readTime: z.number().int().min(limits.readTime.min).max(limits.readTime.max).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
