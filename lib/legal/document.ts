import "server-only";
import { readFileSync } from "node:fs";
import path from "node:path";
import { cache } from "react";
import { parseFrontMatter } from "@/lib/mdx/front-matter";
import type { Locale } from "@/lib/i18n/routing";
import { typesetFor } from "@/lib/typography";
import { legalFrontMatterSchema, type LegalFrontMatter } from "./schema";

export const legalSlugs = ["privacy-policy", "terms-of-service", "cookie-policy"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

export type LegalDocument = LegalFrontMatter & { slug: LegalSlug; body: string };

export function parseLegalDocument(where: string, slug: LegalSlug, source: string): LegalDocument {
  const { data, body } = parseFrontMatter(where, source, legalFrontMatterSchema);
  return { ...data, slug, body };
}

export const getLegalDocument = cache((locale: Locale, slug: LegalSlug): LegalDocument => {
  const where = path.join("content", "legal", locale, `${slug}.mdx`);
  const legal = parseLegalDocument(where, slug, readFileSync(path.join(process.cwd(), where), "utf8"));
  // The title and description as shown (heading, breadcrumb, metadata); the body is typeset by compileContent.
  return { ...legal, ...typesetFor(locale, { title: legal.title, description: legal.description }) };
});
