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

/** A click id comes with its value, the lead's record of the ad click; the site's own host counts as direct. */
export function describeSource(attribution: Attribution, words: ChannelWords, ownHost?: string): string {
  // A click id names the ad platform whatever else the URL carries: the platforms add them to every ad click.
  for (const key of CLICK_ID_KEYS) {
    const id = attribution[key];
    if (id) return `${CLICK_ID_PLATFORMS[key]} (${key} ${id})`;
  }
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
