import { describe, expect, it, vi } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_DATE_KEY,
  CONSENT_VERSION,
  CONSENT_KEY,
  REJECT_ALL,
  choicesOf,
  parseRecord,
  readConsent,
  writeConsent,
} from "./record";
import { GOOGLE_CONSENT_DEFAULT, googleConsentSignals } from "./google";

const DAY = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-23T10:00:00.000Z");
const daysAgo = (days: number) => new Date(now.getTime() - days * DAY);

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

describe("stored consent record", () => {
  it("stores the record with necessary always true and its date under a separate key", () => {
    const storage = memoryStorage();
    const record = writeConsent(storage, { analytics: true, marketing: false, functional: true }, now);
    expect(JSON.parse(storage.items.get(CONSENT_KEY)!)).toEqual({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
      timestamp: "2026-11-23T10:00:00.000Z",
      version: CONSENT_VERSION,
    });
    expect(storage.items.get(CONSENT_DATE_KEY)).toBe("2026-11-23T10:00:00.000Z");
    expect(record.necessary).toBe(true);
  });

  it("reads back what was written", () => {
    const storage = memoryStorage();
    writeConsent(storage, ACCEPT_ALL, now);
    expect(choicesOf(readConsent(storage, now))).toEqual(ACCEPT_ALL);
  });

  it("has no consent when nothing is stored, so every optional category starts off", () => {
    expect(readConsent(memoryStorage(), now)).toBeNull();
    expect(readConsent(undefined, now)).toBeNull();
    expect(choicesOf(null)).toEqual(REJECT_ALL);
  });

  it("keeps a record up to 365 days old and treats an older one as none", () => {
    const storage = memoryStorage();
    writeConsent(storage, ACCEPT_ALL, daysAgo(365));
    expect(readConsent(storage, now)).not.toBeNull();
    writeConsent(storage, ACCEPT_ALL, new Date(daysAgo(365).getTime() - 1));
    expect(readConsent(storage, now)).toBeNull();
  });

  it("accepts a numeric timestamp (milliseconds)", () => {
    const raw = JSON.stringify({
      ...REJECT_ALL,
      necessary: true,
      timestamp: daysAgo(10).getTime(),
      version: CONSENT_VERSION,
    });
    expect(parseRecord(raw, now)?.timestamp).toBe(daysAgo(10).toISOString());
  });

  it("treats a choice given to older category texts, or to texts of no stated version, as none: the banner asks again", () => {
    const stored = (version?: string) =>
      JSON.stringify({ ...ACCEPT_ALL, necessary: true, timestamp: now.toISOString(), version });
    expect(parseRecord(stored(CONSENT_VERSION), now)?.version).toBe(CONSENT_VERSION);
    expect(parseRecord(stored("2099-01-01"), now)).not.toBeNull();
    for (const older of [undefined, "2026-11-25", "2025-07-03", ""]) expect(parseRecord(stored(older), now)).toBeNull();
    const storage = memoryStorage();
    storage.setItem(CONSENT_KEY, stored("2026-11-25"));
    expect(readConsent(storage, now)).toBeNull();
    writeConsent(storage, ACCEPT_ALL, now);
    expect(readConsent(storage, now)?.version).toBe(CONSENT_VERSION);
  });

  const version = CONSENT_VERSION;
  it.each([
    ["not JSON", "{"],
    ["necessary false", JSON.stringify({ ...ACCEPT_ALL, necessary: false, timestamp: now.toISOString(), version })],
    [
      "a missing category",
      JSON.stringify({ necessary: true, analytics: true, marketing: true, timestamp: now.toISOString(), version }),
    ],
    [
      "a string flag",
      JSON.stringify({ ...ACCEPT_ALL, analytics: "yes", necessary: true, timestamp: now.toISOString(), version }),
    ],
    ["an unreadable date", JSON.stringify({ ...ACCEPT_ALL, necessary: true, timestamp: "yesterday", version })],
    ["no date", JSON.stringify({ ...ACCEPT_ALL, necessary: true, version })],
  ])("ignores a malformed record (%s)", (_, raw) => {
    expect(parseRecord(raw, now)).toBeNull();
  });

  it("survives a storage that throws", () => {
    const throwing = {
      getItem: vi.fn(() => {
        throw new Error("blocked");
      }),
      setItem: vi.fn(() => {
        throw new Error("blocked");
      }),
    };
    expect(readConsent(throwing, now)).toBeNull();
    expect(writeConsent(throwing, ACCEPT_ALL, now).analytics).toBe(true);
  });
});

describe("Google consent mode v2 signals", () => {
  it("denies all four signals by default and waits 500 ms for an update", () => {
    expect(GOOGLE_CONSENT_DEFAULT).toEqual({
      ad_storage: "denied",
      analytics_storage: "denied",
      ad_user_data: "denied",
      ad_personalization: "denied",
      wait_for_update: 500,
    });
  });

  it("maps analytics to analytics_storage and marketing to the three ad signals", () => {
    expect(googleConsentSignals({ analytics: true, marketing: false, functional: true })).toEqual({
      ad_storage: "denied",
      analytics_storage: "granted",
      ad_user_data: "denied",
      ad_personalization: "denied",
    });
    expect(googleConsentSignals({ analytics: false, marketing: true, functional: false })).toEqual({
      ad_storage: "granted",
      analytics_storage: "denied",
      ad_user_data: "granted",
      ad_personalization: "granted",
    });
  });
});
