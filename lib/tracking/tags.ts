// The one module that talks to the Google tag (gtag) and the Meta pixel (fbq). Every call is safe when a tag is absent.
import "client-only";
import type { Metric } from "web-vitals";
import { googleConsentSignals } from "@/lib/consent/google";
import {
  CONSENT_CHANGE_EVENT,
  browserStorage,
  choicesOf,
  readConsent,
  type ConsentChoices,
} from "@/lib/consent/record";
import type { GoogleUserData } from "./google-user-data";
import { trackingIds } from "./ids";

type Gtag = (...args: unknown[]) => void;
type Fbq = ((...args: unknown[]) => void) & { loaded?: boolean };

declare global {
  interface Window {
    gtag?: Gtag;
    fbq?: Fbq;
    dataLayer?: unknown[];
  }
}

const CURRENCY = "PLN";
export const CONVERSION_EVENT_TIMEOUT_MS = 2000;
export const META_PIXEL_SRC = "https://connect.facebook.net/en_US/fbevents.js";

function gtag(...args: unknown[]) {
  if (typeof window !== "undefined" && typeof window.gtag === "function") window.gtag(...args);
}

function fbq(...args: unknown[]) {
  if (typeof window !== "undefined" && typeof window.fbq === "function") window.fbq(...args);
}

// The choice made on this page; before one, the stored record (the banner writes it before calling updateConsent).
let liveChoices: ConsentChoices | null = null;

function granted(category: "analytics" | "marketing"): boolean {
  if (typeof window === "undefined") return false;
  return (liveChoices ?? choicesOf(readConsent(browserStorage())))[category];
}

// Events without their consent are dropped here, not left in a queue that a later consent would send.
function analyticsEvent(...args: unknown[]) {
  if (granted("analytics")) gtag(...args);
}

function marketingGtag(...args: unknown[]) {
  if (granted("marketing")) gtag(...args);
}

function pixelEvent(...args: unknown[]) {
  if (granted("marketing")) fbq(...args);
}

/** The lead conversion, or another conversion label of the same account (a campaign page's). */
function adsConversion(extra: Record<string, unknown> = {}, label?: string) {
  const { adsSendTo, adsAccount } = trackingIds();
  const sendTo = label && adsAccount ? `${adsAccount}/${label}` : adsSendTo;
  if (sendTo) marketingGtag("event", "conversion", { send_to: sendTo, ...extra });
}

// The Google tag on this page; module state, so it outlives client-side navigations as the loaded gtag.js does.
let tagId: string | null = null; // the id gtag.js is loaded for (GoogleTagIsland renders it), once one was granted
let tagStarted = false; // the tag's own inline script ran: `js` and the `config` of tagId are in dataLayer
let allowedNow: ConsentChoices | "everything" | null = null;
let pendingUpdate: ConsentChoices | null = null;
const configured = new Set<string>();
const tagListeners = new Set<() => void>();

function grantedGoogleIds(allowed: ConsentChoices | "everything"): string[] {
  const { gaId, adsAccount } = trackingIds();
  const all = allowed === "everything";
  return [(all || allowed.analytics) && gaId, (all || allowed.marketing) && adsAccount].filter(
    (id): id is string => typeof id === "string",
  );
}

// A `config` for every allowed id the tag has not configured yet: never the GA id without analytics consent.
function configureAllowed() {
  if (!tagStarted || !allowedNow) return;
  for (const id of grantedGoogleIds(allowedNow)) {
    if (configured.has(id)) continue;
    gtag("config", id);
    configured.add(id);
  }
}

function flushConsentUpdate() {
  if (!pendingUpdate) return;
  gtag("consent", "update", googleConsentSignals(pendingUpdate));
  pendingUpdate = null;
}

/** `everything`: the advanced consent mode before any choice. gtag.js is loaded for the first allowed id. */
export function requestGoogleTag(allowed: ConsentChoices | "everything") {
  allowedNow = allowed;
  const first = grantedGoogleIds(allowed)[0];
  if (tagId === null && first) {
    tagId = first;
    for (const listener of tagListeners) listener();
  }
  configureAllowed();
}

/** For useSyncExternalStore: the island re-renders when the tag is first requested. */
export function subscribeGoogleTag(listener: () => void) {
  tagListeners.add(listener);
  return () => {
    tagListeners.delete(listener);
  };
}

export function googleTagId(): string | null {
  return tagId;
}

/** Called by GoogleTagIsland once the tag's inline script ran, so dataLayer reads js, config, config, then the update. */
export function googleTagStarted() {
  if (tagStarted || tagId === null) return;
  tagStarted = true;
  configured.add(tagId);
  configureAllowed();
  flushConsentUpdate();
}

export function trackPageView() {
  pixelEvent("track", "PageView");
}

export function trackPathChange(path: string) {
  const { gaId } = trackingIds();
  if (gaId && configured.has(gaId)) analyticsEvent("config", gaId, { page_path: path });
}

export type HeroTarget = "contact" | "benefits";

export function trackHeroClick(target: HeroTarget) {
  pixelEvent(
    "track",
    "ViewContent",
    target === "contact"
      ? { content_name: "Contact Section", content_category: "CTA Interaction" }
      : { content_name: "Benefits Section", content_category: "Learning Intent" },
  );
}

/** Google Ads hears of a pricing click only under its own, secondary conversion label (docs/decisions.md). */
export function trackPricingClick(pkg: { name: string; price: number | null }) {
  const pricing = trackingIds().adsPricingSendTo;
  if (pricing) marketingGtag("event", "conversion", { send_to: pricing });
  pixelEvent("track", "AddToCart", {
    content_name: `Package: ${pkg.name}`,
    content_category: "Pricing",
    ...(pkg.price === null ? {} : { value: pkg.price }),
    currency: CURRENCY,
  });
  pixelEvent("track", "ViewContent", { content_name: "Pricing Section", content_category: "Purchase Intent" });
}

/** The form is sent: the spec's InitiateCheckout. What counts as a lead waits for the server's answer (trackLead). */
export function trackContactSubmit() {
  pixelEvent("track", "InitiateCheckout", { value: 1, currency: CURRENCY });
}

/** Enhanced conversions: the hashes reach the tag only with an Ads conversion id and marketing consent. */
export function setAdsUserData(userData: GoogleUserData) {
  if (trackingIds().adsSendTo) marketingGtag("set", "user_data", userData);
}

/**
 * A lead the server accepted and delivered (never one it held or had seen before): the Ads conversion, whose
 * transaction id is the lead's id (under a campaign page's own label when it has one), GA's key event, and the pixel's
 * Lead under the event id the server's Conversions API event carries too, so each platform counts the lead once.
 */
export function trackLead(lead: {
  id: string;
  eventId?: string;
  service?: string;
  budget?: string;
  adsLabel?: string;
}) {
  adsConversion({ transaction_id: lead.id }, lead.adsLabel);
  const { gaId } = trackingIds();
  if (gaId) {
    analyticsEvent("event", "conversion_event_request_quote", {
      send_to: gaId,
      event_timeout: CONVERSION_EVENT_TIMEOUT_MS,
    });
  }
  const { eventId, service, budget } = lead;
  if (eventId) {
    pixelEvent(
      "track",
      "Lead",
      { ...(service && { service }), ...(budget && { budget }), currency: CURRENCY },
      { eventID: eventId },
    );
  } else {
    pixelEvent("track", "Lead");
  }
}

export function trackAppInitialized() {
  if (typeof window !== "undefined" && typeof window.fbq === "function") {
    pixelEvent("track", "ViewContent", { content_name: "App Initialized", content_category: "Page Load" });
  } else {
    console.warn("Meta pixel is not loaded: App Initialized was not tracked.");
  }
}

/** Fetches fbevents.js once; the queue created by the consent bootstrap script is replayed by it. */
export function loadMetaPixel() {
  if (typeof document === "undefined" || typeof window.fbq !== "function" || !trackingIds().metaPixelId) return;
  if (document.querySelector(`script[src="${META_PIXEL_SRC}"]`)) return;
  const script = document.createElement("script");
  script.async = true;
  script.src = META_PIXEL_SRC;
  document.head.appendChild(script);
}

let vitalsStarted = false;

/** The path of the page this document loaded: its Core Web Vitals belong to it, whatever soft navigation followed. */
function landingPath() {
  const entry = performance.getEntriesByType("navigation")[0];
  return entry ? new URL(entry.name).pathname : window.location.pathname;
}

/**
 * Core Web Vitals of this visit (LCP, INP, CLS) as GA4 events, from the moment analytics is allowed: the web-vitals
 * code is fetched only then, and each report checks the consent again. The page path and the figures, nothing else.
 */
export function startWebVitals() {
  const { gaId } = trackingIds();
  if (vitalsStarted || !gaId || typeof window === "undefined" || !granted("analytics")) return;
  vitalsStarted = true;
  const path = landingPath();
  void import("web-vitals").then(({ onCLS, onINP, onLCP }) => {
    const send = ({ name, delta, value, id, rating }: Metric) =>
      analyticsEvent("event", name, {
        send_to: gaId,
        // GA4 sums integers: CLS in thousandths, the others in milliseconds.
        value: Math.round(name === "CLS" ? delta * 1000 : delta),
        metric_id: id,
        metric_value: value,
        metric_delta: delta,
        metric_rating: rating,
        page_path: path,
        non_interaction: true,
      });
    onLCP(send);
    onINP(send);
    onCLS(send);
  });
}

export function updateConsent(choices: ConsentChoices) {
  liveChoices = choices;
  pendingUpdate = choices;
  requestGoogleTag(choices);
  // A tag requested just now sends the update after its config commands (googleTagStarted); otherwise it goes now.
  if (tagId === null || tagStarted) flushConsentUpdate();
  if (choices.analytics) startWebVitals();
  if (typeof window !== "undefined") {
    window.dispatchEvent?.(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choices }));
    if (!choices.analytics || !choices.marketing || !choices.functional) {
      // The registry is only needed here, so it stays out of every page's JavaScript.
      void import("@/lib/consent/storage-registry").then(({ clearWithdrawn }) => clearWithdrawn(choices));
    }
  }
  if (!trackingIds().metaPixelId) return;
  if (choices.marketing) {
    fbq("consent", "grant");
    loadMetaPixel();
  } else {
    fbq("consent", "revoke");
  }
}
