import "server-only";
import { compileMDX } from "next-mdx-remote/rsc";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import type { MDXComponents } from "mdx/types";
import type { Locale } from "@/lib/i18n/routing";
import { remarkPolishTypography } from "@/lib/mdx/remark-polish-typography";

export type Heading = { id: string; title: string };

type HastNode = {
  type: string;
  tagName?: string;
  value?: string;
  properties?: { id?: unknown };
  children?: HastNode[];
};

function textOf(node: HastNode): string {
  return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");
}

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

/** At build time, since every page is static. JS expressions stay blocked; the given components still render. */
export async function compileContent(body: string, components: MDXComponents, locale: Locale) {
  const headings: Heading[] = [];
  const { content } = await compileMDX({
    source: body,
    components,
    options: {
      mdxOptions: {
        remarkPlugins: [remarkGfm, remarkPolishTypography({ locale })],
        rehypePlugins: [rehypeSlug, collectHeadings(headings)],
      },
    },
  });
  return { content, headings };
}
