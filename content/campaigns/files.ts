import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import type { CampaignSlugs } from "./routes";

// Plain reading, no checks and no server-only imports: next.config.ts reads the files once for a production build
// (CAMPAIGN_FILES, CAMPAIGN_SLUGS), and pages.ts parses them.

const FOLDER = path.join(process.cwd(), "content", "campaigns", "pages");

export type CampaignFile = { name: string; data: unknown };

/** Every campaign page's file, by name; a file that is not JSON throws, naming it. */
export function readCampaignFiles(): CampaignFile[] {
  let names: string[];
  try {
    names = readdirSync(FOLDER).filter((name) => name.endsWith(".json"));
  } catch (error) {
    // Git keeps no empty folder: no page left is no folder.
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names.sort().map((name) => {
    const source = readFileSync(path.join(FOLDER, name), "utf8");
    try {
      return { name, data: JSON.parse(source) as unknown };
    } catch (error) {
      throw new Error(`content/campaigns/pages/${name}: not JSON (${(error as Error).message})`);
    }
  });
}

/** Every page's address in each language, by translation key, from the files as they are (the proxy's ?lang=). */
export function readCampaignSlugs(files = readCampaignFiles()): CampaignSlugs[] {
  const byKey = new Map<string, CampaignSlugs>();
  for (const { name, data } of files) {
    const { language, translationKey } = (data ?? {}) as { language?: unknown; translationKey?: unknown };
    if ((language !== "pl" && language !== "en") || typeof translationKey !== "string") continue;
    byKey.set(translationKey, { ...byKey.get(translationKey), [language]: name.replace(/\.json$/, "") });
  }
  return [...byKey.values()];
}

/** For the proxy: read once by a production build (CAMPAIGN_SLUGS), on each call elsewhere. */
export function campaignSlugPairs(): CampaignSlugs[] {
  return process.env.NODE_ENV === "production" ? JSON.parse(process.env.CAMPAIGN_SLUGS ?? "[]") : readCampaignSlugs();
}
