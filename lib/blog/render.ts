import { compileMDX } from "next-mdx-remote/rsc";
import rehypeSlug from "rehype-slug";
import remarkGfm from "remark-gfm";
import { remarkPolishTypography } from "@/lib/mdx/remark-polish-typography";
import type { MDXComponents } from "mdx/types";
import type { Post } from "./posts";

export type TocEntry = { id: string; title: string };

type HastNode = { type: string; tagName?: string; value?: string; properties?: { id?: unknown }; children?: HastNode[] };

function textOf(node: HastNode): string {
  return node.type === "text" ? (node.value ?? "") : (node.children ?? []).map(textOf).join("");
}

/** A rehype step after rehype-slug: collects the h2 headings with their ids for the table of contents. */
function collectHeadings(toc: TocEntry[]) {
  const walk = (node: HastNode) => {
    if (node.tagName === "h2" && typeof node.properties?.id === "string") {
      toc.push({ id: node.properties.id, title: textOf(node).trim() });
      return;
    }
    node.children?.forEach(walk);
  };
  return () => (tree: HastNode) => walk(tree);
}

/** Compiles an article body at build time (the pages are static); JS expressions stay blocked. */
export async function renderPost(post: Post, components: MDXComponents) {
  const toc: TocEntry[] = [];
  const { content } = await compileMDX({
    source: post.body,
    components,
    options: {
      mdxOptions: { remarkPlugins: [remarkGfm, remarkPolishTypography({ locale: post.language })], rehypePlugins: [rehypeSlug, collectHeadings(toc)] },
    },
  });
  return { content, toc };
}
