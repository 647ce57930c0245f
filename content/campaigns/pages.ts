import "server-only";
import { cache } from "react";
import type { Locale } from "@/lib/i18n/routing";
import { readCampaignFiles, readCampaignSlugs, type CampaignFile } from "./files";
import type { CampaignSlugs } from "./routes";
import { parseCampaigns, type CampaignPage } from "./schema";

/**
 * Every campaign page, checked. A production build reads the files once (CAMPAIGN_FILES, next.config.ts), so a page
 * regenerated later (the promotion ends at midnight) and the form's server action read no file; elsewhere (`next dev`,
 * tests) they are read on each call, so a page the editor saves shows without a restart.
 */
export const campaignPages = cache((): CampaignPage[] => {
  const files: CampaignFile[] =
    process.env.NODE_ENV === "production" && process.env.CAMPAIGN_FILES
      ? JSON.parse(process.env.CAMPAIGN_FILES)
      : readCampaignFiles();
  return parseCampaigns(files);
});

export function campaignPage(locale: Locale, slug: string): CampaignPage | undefined {
  return campaignPages().find((page) => page.language === locale && page.slug === slug);
}

/** The page of the other language with the same translation key, if it has been written. */
export function campaignTranslation(page: CampaignPage): CampaignPage | undefined {
  return campaignPages().find(
    (other) => other.translationKey === page.translationKey && other.language !== page.language,
  );
}

/** The page's path in each language it exists in: its hreflang and its language switch. */
export function campaignPaths(page: CampaignPage): Partial<Record<Locale, string>> {
  const translation = campaignTranslation(page);
  return { [page.language]: page.path, ...(translation && { [translation.language]: translation.path }) };
}

/** Every page's address in each language, by translation key: what the language switch of any page needs. */
export function campaignSlugs(): CampaignSlugs[] {
  return readCampaignSlugs(campaignPages().map((page) => ({ name: `${page.slug}.json`, data: page })));
}
