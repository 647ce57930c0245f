import { z } from "zod";
import { isoDate } from "@/lib/mdx/front-matter";

export const legalFrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(70),
  description: z.string().trim().min(1).max(200),
  updated: isoDate,
});

export type LegalFrontMatter = z.infer<typeof legalFrontMatterSchema>;
