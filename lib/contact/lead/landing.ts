import "server-only";
import { campaignPages } from "@/content/campaigns/pages";
import type { Locale } from "@/lib/i18n/routing";

/** The campaign page a lead was sent from, as the owner named it: its translation key, title and address. */
export type Landing = { key: string; title: string; path: string };

/**
 * The campaign page of a translation key in the lead's language (its form sends the key): null for any other page, and
 * for a key no page has (made up, or the page since deleted), which never blocks the lead.
 */
export function landingOf(key: string | undefined, locale: Locale): (Landing & { adsLabel?: string }) | null {
  if (!key) return null;
  const page = campaignPages().find((candidate) => candidate.translationKey === key && candidate.language === locale);
  if (!page) return null;
  // Plain spaces: the title is read and copied outside the site (the page's own is typeset).
  const title = page.title.replace(/\u00a0/g, " ");
  return { key, title, path: page.path, ...(page.adsConversionLabel && { adsLabel: page.adsConversionLabel }) };
}
