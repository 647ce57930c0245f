import "server-only";
import { compileMDX } from "next-mdx-remote/rsc";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import type { MDXComponents } from "mdx/types";
import type { Locale } from "@/lib/i18n/routing";
import { remarkPolishTypography } from "@/lib/mdx/remark-polish-typography";

/** An h2 of a document with the id rehype-slug gave it: one entry of a table of contents. */
export type Heading = { id: string; title: string };

type HastNode = { type: string; tagName?: string; value?: string; properties?: { id?: unknown }; children?: HastNode[] };

function textOf(node: HastNode): string {
  return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");
}

/** A rehype step after rehype-slug: collects the h2 headings with their ids. */
function collectHeadings(into: Heading[]) {
  const walk = (node: HastNode) => {
    if (node.tagName === "h2" && typeof node.properties?.id === "string") {
      into.push({ id: node.properties.id, title: textOf(node).trim() });
      return;
    }
    node.children?.forEach(walk);
  };
  return () => (tree: HastNode) => walk(tree);
}

/**
 * Compiles an MDX body (articles and legal documents alike) at build time, since every page is static, and lists
 * its h2 headings for the table of contents. JS expressions stay blocked; the given components still render.
 * The document's language decides the typesetting: a Polish text gets its non-breaking spaces, others stay as written.
 */
export async function compileContent(body: string, components: MDXComponents, locale: Locale) {
  const headings: Heading[] = [];
  const { content } = await compileMDX({
    source: body,
    components,
    options: { mdxOptions: { remarkPlugins: [remarkGfm, remarkPolishTypography({ locale })], rehypePlugins: [rehypeSlug, collectHeadings(headings)] } },
  });
  return { content, headings };
}
