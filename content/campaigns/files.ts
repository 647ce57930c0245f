import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";

// Plain reading, no checks and no server-only imports: next.config.ts reads the files once for a production build
// (CAMPAIGN_FILES), and pages.ts parses them.

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
