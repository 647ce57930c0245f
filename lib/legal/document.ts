import { readFile } from "node:fs/promises";
import path from "node:path";
import matter from "gray-matter";
import { compileMDX, type MDXRemoteProps } from "next-mdx-remote/rsc";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { remarkPolishTypography } from "@/lib/mdx/remark-polish-typography";
import { z } from "zod";
import type { Locale } from "@/lib/i18n/routing";

export const legalSlugs = ["privacy-policy", "terms-of-service", "cookie-policy"] as const;
export type LegalSlug = (typeof legalSlugs)[number];

const frontMatterSchema = z.object({
  title: z.string().min(1),
  description: z.string().min(1).max(200),
  // YAML reads an unquoted 2025-07-03 as a Date.
  updated: z.coerce.date(),
});

export type LegalHeading = { id: string; text: string };

type HastNode = { type: string; tagName?: string; value?: string; properties?: { id?: unknown }; children?: HastNode[] };

const textOf = (node: HastNode): string => node.value ?? (node.children ?? []).map(textOf).join("");

/** Collects the document's h2 headings (after rehype-slug gave them ids) for the table of contents. */
function collectHeadings(into: LegalHeading[]) {
  return () => (tree: HastNode) => {
    for (const node of tree.children ?? []) {
      if (node.type === "element" && node.tagName === "h2" && typeof node.properties?.id === "string") {
        into.push({ id: node.properties.id, text: textOf(node) });
      }
    }
  };
}

export function legalSourcePath(locale: Locale, slug: LegalSlug) {
  return path.join(process.cwd(), "content", "legal", locale, `${slug}.mdx`);
}

/** The front matter (validated) and the MDX body of a legal page. */
export async function readLegalSource(locale: Locale, slug: LegalSlug) {
  const file = legalSourcePath(locale, slug);
  const { data, content } = matter(await readFile(file, "utf8"));
  const parsed = frontMatterSchema.safeParse(data);
  if (!parsed.success) {
    throw new Error(`${file}: invalid front matter: ${z.prettifyError(parsed.error)}`);
  }
  return { meta: parsed.data, body: content };
}

/** Renders a legal page's body and lists its sections (h2) for the table of contents. */
export async function compileLegalBody(body: string, components: MDXRemoteProps["components"], locale: Locale) {
  const headings: LegalHeading[] = [];
  const { content } = await compileMDX({
    source: body,
    components,
    options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkPolishTypography({ locale })], rehypePlugins: [rehypeSlug, collectHeadings(headings)] } },
  });
  return { content, headings };
}
