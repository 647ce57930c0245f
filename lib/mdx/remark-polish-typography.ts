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

/**
 * A remark plugin: Polish typography (non-breaking spaces, see lib/typography.ts) in the text of a Polish MDX
 * document; code is left alone. Headings keep the ids rehype-slug would give their plain text, so anchors do not
 * change (the slugger drops non-breaking spaces: "w praktyce" would become "wpraktyce").
 */
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
