import { z } from "zod";
import { isoDate } from "@/lib/mdx/front-matter";
import { routing } from "@/lib/i18n/routing";

export const frontMatterSchema = z.strictObject({
  title: z.string().trim().min(10).max(70),
  description: z.string().trim().min(70).max(160),
  date: isoDate,
  updated: isoDate.optional(),
  category: z.string().trim().min(2).max(40),
  tags: z.array(z.string().trim().min(2).max(40)).min(1).max(10),
  author: z.string().trim().min(2).max(60),
  language: z.enum(routing.locales),
  translationKey: z.string().regex(/^[a-z0-9-]+$/, { error: "must be lower-case words joined by hyphens" }),
  readTime: z.number().int().min(1).max(120).optional(),
});

export type FrontMatter = z.infer<typeof frontMatterSchema>;
