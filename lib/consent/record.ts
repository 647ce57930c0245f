export const CONSENT_KEY = "cookie-consent";
export const CONSENT_DATE_KEY = "cookie-consent-date";
/**
 * The date of the banner's category texts (messages/{pl,en}/consent.json): a choice stored under an older version, or
 * none, was given to other words and counts as no choice, so the banner asks again. lib/legal/digest.ts ties it to
 * those texts (`npm run legal:digests`).
 */
export const CONSENT_VERSION = "2026-12-04";
const CONSENT_MAX_AGE_DAYS = 365;
export const CONSENT_MAX_AGE_MS = CONSENT_MAX_AGE_DAYS * 24 * 60 * 60 * 1000;
/** A visitor without a stored choice sees the banner this long after it mounts (after the load event). */
export const BANNER_DELAY_MS = 2000;
/** Fired on window to reopen the banner's preferences (the footer's "Cookie settings" button). */
export const OPEN_CONSENT_EVENT = "consent:open";
/** Fired on window with the new choices as `detail` whenever the visitor saves a choice. */
export const CONSENT_CHANGE_EVENT = "consent:change";

export type ConsentChoices = { analytics: boolean; marketing: boolean; functional: boolean };
export type ConsentRecord = { necessary: true } & ConsentChoices & { timestamp: string; version: string };

export const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true, functional: true };
export const REJECT_ALL: ConsentChoices = { analytics: false, marketing: false, functional: false };

type ReadableStorage = Pick<Storage, "getItem">;
type WritableStorage = Pick<Storage, "setItem">;

export function createRecord(choices: ConsentChoices, now: Date = new Date()): ConsentRecord {
  return {
    necessary: true,
    analytics: choices.analytics,
    marketing: choices.marketing,
    functional: choices.functional,
    timestamp: now.toISOString(),
    version: CONSENT_VERSION,
  };
}

/**
 * The stored record when it is well-formed, younger than 365 days and given to the current category texts
 * (CONSENT_VERSION); anything else counts as no consent.
 */
export function parseRecord(raw: string | null, now: Date = new Date()): ConsentRecord | null {
  if (!raw) return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return null;
  }
  // Checked by hand, not with zod: this runs in the browser on every page and must stay tiny.
  if (typeof json !== "object" || json === null) return null;
  const r = json as Record<string, unknown>;
  const flags = [r.analytics, r.marketing, r.functional];
  if (r.necessary !== true || !flags.every((f) => typeof f === "boolean")) return null;
  if (typeof r.timestamp !== "string" && typeof r.timestamp !== "number") return null;
  // ISO dates compare as strings.
  if (typeof r.version !== "string" || !(r.version >= CONSENT_VERSION)) return null;
  const given = new Date(r.timestamp).getTime();
  if (Number.isNaN(given) || now.getTime() - given > CONSENT_MAX_AGE_MS) return null;
  return {
    necessary: true,
    analytics: r.analytics as boolean,
    marketing: r.marketing as boolean,
    functional: r.functional as boolean,
    timestamp: new Date(given).toISOString(),
    version: r.version,
  };
}

export function readConsent(storage: ReadableStorage | undefined, now: Date = new Date()): ConsentRecord | null {
  try {
    return parseRecord(storage?.getItem(CONSENT_KEY) ?? null, now);
  } catch {
    // Storage can throw (blocked cookies, privacy modes): treat it as no consent.
    return null;
  }
}

export function writeConsent(
  storage: WritableStorage | undefined,
  choices: ConsentChoices,
  now: Date = new Date(),
): ConsentRecord {
  const record = createRecord(choices, now);
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify(record));
    storage?.setItem(CONSENT_DATE_KEY, record.timestamp);
  } catch {
    // The choice still applies to this page view.
  }
  return record;
}

export function browserStorage(): Storage | undefined {
  try {
    return typeof window === "undefined" ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function choicesOf(record: ConsentRecord | null): ConsentChoices {
  if (!record) return REJECT_ALL;
  return { analytics: record.analytics, marketing: record.marketing, functional: record.functional };
}
