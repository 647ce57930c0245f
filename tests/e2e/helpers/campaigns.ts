import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

type Section = { discriminant: string; value: Record<string, unknown> };
export type ContentCampaign = {
  slug: string;
  path: string;
  language: "pl" | "en";
  title: string;
  translationKey: string;
  indexable: boolean;
  sections: Section[];
};

const dir = path.join(process.cwd(), "content", "campaigns", "pages");

/** The campaign pages of content/campaigns/pages, as the editor wrote them. */
export const campaigns: ContentCampaign[] = readdirSync(dir)
  .filter((name) => name.endsWith(".json"))
  .sort()
  .map((name) => {
    const data = JSON.parse(readFileSync(path.join(dir, name), "utf8")) as Omit<ContentCampaign, "slug" | "path">;
    const slug = name.replace(/\.json$/, "");
    return { ...data, slug, path: `${data.language === "en" ? "/en" : ""}/lp/${slug}` };
  });

/** A page's translation, if written. */
function campaignTranslation(page: ContentCampaign): ContentCampaign | undefined {
  return campaigns.find((other) => other.translationKey === page.translationKey && other.language !== page.language);
}

/** A section's words, by kind. */
export function sectionOf(page: ContentCampaign, kind: string): Record<string, unknown> | undefined {
  return page.sections.find((section) => section.discriminant === kind)?.value;
}

/** The Polish page of the first pair: the one the suites visit. */
export const pairedPolish = (() => {
  const page = campaigns.find((candidate) => candidate.language === "pl" && campaignTranslation(candidate));
  if (!page) throw new Error("content/campaigns/pages: no Polish campaign page with its English translation");
  return { pl: page, en: campaignTranslation(page)! };
})();
