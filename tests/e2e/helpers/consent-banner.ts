import type { Page } from "@playwright/test";
import { BANNER_DELAY_MS, CONSENT_VERSION, type ConsentChoices } from "@/lib/consent/record";

/**
 * How long a test waits for the cookie banner after `page.goto` (the load event): its code loads after load and it
 * opens BANNER_DELAY_MS after mounting. The margin is for a busy 2-core CI machine; the test that checks the delay
 * itself ("appears about 2 s after load") times it on the page's own clock.
 */
export const BANNER_SHOWN_WITHIN_MS = BANNER_DELAY_MS + 6_000;

/**
 * A returning visitor: stores a consent record `ageMs` old, given to the category texts of `version` (the current ones
 * unless said), before the first page of the tab loads (once per tab).
 */
export function seedConsent(page: Page, choices: ConsentChoices, ageMs: number, version = CONSENT_VERSION) {
  return page.addInitScript(
    ({ choices, ageMs, version }) => {
      if (sessionStorage.getItem("seeded")) return;
      sessionStorage.setItem("seeded", "1");
      const timestamp = new Date(Date.now() - ageMs).toISOString();
      localStorage.setItem("cookie-consent", JSON.stringify({ necessary: true, ...choices, timestamp, version }));
      localStorage.setItem("cookie-consent-date", timestamp);
    },
    { choices, ageMs, version },
  );
}
