import type { ConsentChoices } from "./record";

type Signal = "granted" | "denied";
export type GoogleConsentSignals = {
  ad_storage: Signal;
  analytics_storage: Signal;
  ad_user_data: Signal;
  ad_personalization: Signal;
};

/** Google consent mode v2 before any choice: everything denied; the tag waits up to 500 ms for an update. */
export const GOOGLE_CONSENT_DEFAULT = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
  wait_for_update: 500,
} as const;

export function googleConsentSignals(choices: ConsentChoices): GoogleConsentSignals {
  const analytics: Signal = choices.analytics ? "granted" : "denied";
  const ads: Signal = choices.marketing ? "granted" : "denied";
  return { ad_storage: ads, analytics_storage: analytics, ad_user_data: ads, ad_personalization: ads };
}
