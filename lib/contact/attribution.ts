// Where the visit came from, taken on its first page and sent with a lead (browser only).
import { LIMITS } from "./options";
import type { Attribution } from "./schema";

const STORAGE_KEY = "visit-attribution";
const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;
/** Ad click ids: Google Ads (gclid; gbraid, wbraid on iOS), Meta (fbclid), Microsoft Ads (msclkid). */
export const CLICK_ID_KEYS = ["gclid", "gbraid", "wbraid", "fbclid", "msclkid"] as const;

function clip(value: string | null | undefined, max: number): string | undefined {
  return value ? value.slice(0, max) : undefined;
}

/** Stores the landing page, referrer, utm_*, click ids and landing time once per visit (tab session); later pages keep the first. */
export function captureAttribution(): void {
  try {
    if (sessionStorage.getItem(STORAGE_KEY)) return;
    const params = new URLSearchParams(location.search);
    const attribution: Attribution = {
      landingPage: clip(location.pathname + location.search, LIMITS.url),
      referrer: clip(document.referrer, LIMITS.url),
    };
    for (const key of UTM_KEYS) attribution[key] = clip(params.get(key), LIMITS.utm);
    for (const key of CLICK_ID_KEYS) attribution[key] = clip(params.get(key), LIMITS.clickId);
    attribution.landingTime = Date.now();
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(attribution));
  } catch {
    // Storage blocked: the lead is sent without attribution.
  }
}

export function readAttribution(): Attribution {
  try {
    const stored: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? "{}");
    return typeof stored === "object" && stored !== null ? (stored as Attribution) : {};
  } catch {
    return {};
  }
}
