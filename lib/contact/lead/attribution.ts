// Stored in sessionStorage only once the visitor allowed analytics or marketing; before that it lives in this tab's
// memory, which client-side navigation keeps, so it still reaches a lead sent from another page.
import "client-only";
import { browserStorage, choicesOf, readConsent, type ConsentChoices } from "@/lib/consent/record";
import { CLICK_ID_KEYS, LIMITS, UTM_KEYS } from "./options";
import type { Attribution } from "./schema";

export const ATTRIBUTION_KEY = "visit-attribution";
/** Microsoft Ads' click id: Microsoft is no recipient the privacy policy names, so it is not kept, not even in the
 * landing page's address. */
const DROPPED_KEYS = ["msclkid"] as const;

let inMemory: Attribution | null = null;

function clip(value: string | null | undefined, max: number): string | undefined {
  return value ? value.slice(0, max) : undefined;
}

function session(): Storage | undefined {
  try {
    return sessionStorage;
  } catch {
    return undefined;
  }
}

function stored(): Attribution | null {
  try {
    const value: unknown = JSON.parse(session()?.getItem(ATTRIBUTION_KEY) ?? "null");
    return typeof value === "object" && value !== null ? (value as Attribution) : null;
  } catch {
    return null;
  }
}

const mayStore = (choices: ConsentChoices) => choices.analytics || choices.marketing;

export function applyAttributionConsent(choices: ConsentChoices): void {
  const current = stored() ?? inMemory;
  if (!current) return;
  inMemory = current;
  try {
    if (mayStore(choices)) session()?.setItem(ATTRIBUTION_KEY, JSON.stringify(current));
    else session()?.removeItem(ATTRIBUTION_KEY);
  } catch {
    // Storage blocked: memory still holds it for this tab.
  }
}

/** Records the landing page, referrer, utm_*, click ids and landing time once per visit; later pages keep the first. */
export function captureAttribution(): void {
  if (stored() ?? inMemory) return;
  const params = new URLSearchParams(location.search);
  let search = location.search;
  if (DROPPED_KEYS.some((key) => params.has(key))) {
    const kept = new URLSearchParams(params);
    for (const key of DROPPED_KEYS) kept.delete(key);
    const rest = kept.toString();
    search = rest ? `?${rest}` : "";
  }
  const attribution: Attribution = {
    landingPage: clip(location.pathname + search, LIMITS.url),
    referrer: clip(document.referrer, LIMITS.url),
  };
  for (const key of UTM_KEYS) attribution[key] = clip(params.get(key), LIMITS.utm);
  for (const key of CLICK_ID_KEYS) attribution[key] = clip(params.get(key), LIMITS.clickId);
  attribution.landingTime = Date.now();
  inMemory = attribution;
  applyAttributionConsent(choicesOf(readConsent(browserStorage())));
}

export function readAttribution(): Attribution {
  return stored() ?? inMemory ?? {};
}
