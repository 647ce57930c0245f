import type { ChannelWords } from "./lead-words";
import { CLICK_ID_KEYS, CLICK_ID_PLATFORMS } from "./options";
import type { Attribution } from "./schema";

const SEARCH_ENGINES = [
  /(^|\.)google\.[a-z]{2,3}(\.[a-z]{2})?$/,
  /(^|\.)bing\.com$/,
  /(^|\.)duckduckgo\.com$/,
  /(^|\.)search\.yahoo\.com$/,
  /(^|\.)yandex\.[a-z]{2,3}$/,
  /(^|\.)ecosia\.org$/,
  /(^|\.)search\.brave\.com$/,
  /(^|\.)qwant\.com$/,
  /(^|\.)startpage\.com$/,
  /(^|\.)baidu\.com$/,
  /(^|\.)seznam\.cz$/,
];

function hostOf(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const { protocol, hostname } = new URL(url);
    return protocol === "http:" || protocol === "https:" ? hostname.toLowerCase().replace(/^www\./, "") : undefined;
  } catch {
    return undefined;
  }
}

/** The channel in words; an ad click is named by its platform, the site's own host counts as direct. */
export function describeSource(attribution: Attribution, words: ChannelWords, ownHost?: string): string {
  // A click id names the ad platform whatever else the URL carries: the platforms add them to every ad click.
  const clicked = CLICK_ID_KEYS.find((key) => attribution[key]);
  if (clicked) return words("adClick", { platform: CLICK_ID_PLATFORMS[clicked] });
  if (attribution.utm_source) {
    const source = attribution.utm_medium
      ? `${attribution.utm_source} / ${attribution.utm_medium}`
      : attribution.utm_source;
    return words("utm", { source });
  }
  const host = hostOf(attribution.referrer);
  const own = ownHost?.toLowerCase().replace(/^www\./, "");
  if (!host || host === own) return words("direct");
  if (SEARCH_ENGINES.some((engine) => engine.test(host))) return words("organic", { host });
  return words("referral", { host });
}

/**
 * The click ids a lead's recipients (the e-mail, the webhook, the chat) get: which were there, not their values.
 * The privacy policy names the channel as their only purpose there; `fbclid`'s value goes only to Meta's Conversions
 * API, with marketing consent.
 */
export function clickIdsSeen(attribution: Attribution): Partial<Record<(typeof CLICK_ID_KEYS)[number], true>> {
  return Object.fromEntries(CLICK_ID_KEYS.filter((key) => attribution[key]).map((key) => [key, true]));
}

/** A page's path and query (the landing page, the page the form was sent from) without the ad click ids. */
export function withoutClickIds(path: string | undefined): string | undefined {
  if (!path?.includes("?")) return path;
  const url = new URL(path, "http://site.invalid");
  if (!CLICK_ID_KEYS.some((key) => url.searchParams.has(key))) return path;
  for (const key of CLICK_ID_KEYS) url.searchParams.delete(key);
  return `${url.pathname}${url.search}`;
}
