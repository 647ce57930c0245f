import GithubSlugger from "github-slugger";
import { polishTypography } from "@/lib/typography";

type MdastNode = {
  type: string;
  value?: string;
  depth?: number;
  children?: MdastNode[];
  data?: { hProperties?: Record<string, unknown> };
};

const textOf = (node: MdastNode): string => node.value ?? (node.children ?? []).map(textOf).join("");

/** Headings keep the ids of their plain text: rehype-slug drops non-breaking spaces ("w praktyce" → "wpraktyce"). */
export function remarkPolishTypography({ locale }: { locale: string }) {
  return () => (tree: MdastNode) => {
    if (locale !== "pl") return;
    const slugger = new GithubSlugger();
    const walk = (node: MdastNode) => {
      if (node.type === "code" || node.type === "inlineCode") return;
      if (node.type === "heading") {
        node.data ??= {};
        node.data.hProperties ??= {};
        node.data.hProperties.id ??= slugger.slug(textOf(node));
      }
      if (node.type === "text" && node.value) node.value = polishTypography(node.value);
      node.children?.forEach(walk);
    };
    walk(tree);
  };
}
