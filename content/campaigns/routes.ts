import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";

/** The language-neutral path every campaign page lives under: /lp/<address>, /en/lp/<address>. */
const CAMPAIGN_PREFIX = "/lp";

/** A campaign page's address in each language it is written in (a page without its translation has one). */
export type CampaignSlugs = Partial<Record<Locale, string>>;

export function campaignRoute(slug: string) {
  return `${CAMPAIGN_PREFIX}/${slug}` as const;
}

/**
 * Where the language switch leads from a campaign page (`path` language-neutral): its translation, or the other
 * language's home page when it has none. Null for any other page.
 */
export function campaignSwitchPath(
  path: string,
  from: Locale,
  to: Locale,
  campaigns: readonly CampaignSlugs[],
): string | null {
  const prefix = campaignRoute("");
  if (!path.startsWith(prefix)) return null;
  const slugs = campaigns.find((candidate) => candidate[from] === path.slice(prefix.length));
  if (!slugs) return null;
  const target = slugs[to];
  return localizedPath(to, target ? campaignRoute(target) : "/");
}

/** A campaign page's path with ?lang= for the other language: its translation's path, or that language's home. */
export function campaignLanguageRedirect(pathname: string, campaigns: readonly CampaignSlugs[]): string | null {
  const english = pathname === "/en" || pathname.startsWith("/en/");
  const neutral = english ? pathname.slice("/en".length) : pathname;
  const [from, to]: [Locale, Locale] = english ? ["en", "pl"] : ["pl", "en"];
  return campaignSwitchPath(neutral, from, to, campaigns);
}
