// The one module that talks to the Google tag (gtag) and the Meta pixel (fbq). Every call is safe when a tag is absent.
import { googleConsentSignals } from "@/lib/consent/google";
import { browserStorage, choicesOf, readConsent, type ConsentChoices } from "@/lib/consent/record";

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

export type TrackingIds = {
  /** GA4 measurement id (G-…). */
  gaId?: string;
  /** Google Ads conversion send_to (AW-…/label). */
  adsSendTo?: string;
  /** The Ads account (AW-…), the part of send_to before the slash. */
  adsAccount?: string;
  metaPixelId?: string;
};

function valid(value: string | undefined, pattern: RegExp) {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : undefined;
}

/** The tag ids from the build's environment; a malformed id counts as unset (it is also pasted into scripts). */
export function trackingIds(): TrackingIds {
  const gaId = valid(process.env.NEXT_PUBLIC_GA_ID, /^G-[A-Z0-9]+$/i);
  const adsSendTo = valid(process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION, /^AW-\d+(\/[\w-]+)?$/);
  const metaPixelId = valid(process.env.NEXT_PUBLIC_META_PIXEL_ID, /^\d{5,20}$/);
  return { gaId, adsSendTo, adsAccount: adsSendTo?.split("/")[0], metaPixelId };
}

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

function adsConversion(extra: Record<string, unknown> = {}) {
  const sendTo = trackingIds().adsSendTo;
  if (sendTo) marketingGtag("event", "conversion", { send_to: sendTo, ...extra });
}

export const GOOGLE_TAG_ORIGIN = "https://www.googletagmanager.com";
const configured = new Set<string>();

/**
 * Loads gtag.js once and configures the destinations the visitor allowed: the GA id with analytics, the Ads account
 * with marketing (both with `everything`, the advanced mode, where consent mode keeps them cookieless until granted).
 */
export function loadGoogleTag(allowed: ConsentChoices | "everything") {
  if (typeof document === "undefined") return;
  const { gaId, adsAccount } = trackingIds();
  const all = allowed === "everything";
  const targets = [
    (all || allowed.analytics) && gaId,
    (all || allowed.marketing) && adsAccount,
  ].filter((id): id is string => Boolean(id) && !configured.has(id as string));
  if (targets.length === 0) return;
  if (!document.querySelector(`script[src^="${GOOGLE_TAG_ORIGIN}/gtag/js"]`)) {
    const script = document.createElement("script");
    script.async = true;
    script.src = `${GOOGLE_TAG_ORIGIN}/gtag/js?id=${encodeURIComponent((gaId ?? adsAccount)!)}`;
    document.head.appendChild(script);
    gtag("js", new Date());
  }
  for (const id of targets) {
    gtag("config", id);
    configured.add(id);
  }
}

/** Pixel PageView: home, service pages and articles, once per view. */
export function trackPageView() {
  pixelEvent("track", "PageView");
}

/** GA page_path update on a client-side path change. */
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

/** A pricing package's button: conversion report, AddToCart (value = the shown monthly price), ViewContent. */
export function trackPricingClick(pkg: { name: string; price: number | null }) {
  adsConversion();
  pixelEvent("track", "AddToCart", {
    content_name: `Package: ${pkg.name}`,
    content_category: "Pricing",
    ...(pkg.price === null ? {} : { value: pkg.price }),
    currency: CURRENCY,
  });
  pixelEvent("track", "ViewContent", { content_name: "Pricing Section", content_category: "Purchase Intent" });
}

/** The contact form is submitted (before the answer). */
export function trackContactSubmit() {
  adsConversion();
  pixelEvent("track", "InitiateCheckout", { value: 1, currency: CURRENCY });
}

/** The lead was accepted by the server. */
export function trackLead() {
  const { gaId } = trackingIds();
  if (gaId) {
    analyticsEvent("event", "conversion_event_request_quote", { send_to: gaId, event_timeout: CONVERSION_EVENT_TIMEOUT_MS });
  }
  pixelEvent("track", "Lead");
}

/** 1000 ms after load: tells whether the pixel is present (and sends its event only with marketing consent). */
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

export const CONSENT_CHANGE_EVENT = "consent:change";

/**
 * The visitor's choice: the Google tag is loaded and configured for what was granted, then the consent mode update;
 * the pixel's consent (granting also loads the pixel); what a withdrawn category left in the browser is deleted.
 */
export function updateConsent(choices: ConsentChoices) {
  liveChoices = choices;
  if (choices.analytics || choices.marketing) loadGoogleTag(choices);
  gtag("consent", "update", googleConsentSignals(choices));
  if (typeof window !== "undefined") {
    window.dispatchEvent?.(new CustomEvent(CONSENT_CHANGE_EVENT, { detail: choices }));
    if (!choices.analytics || !choices.marketing) {
      // The registry (with its texts) is only needed here, so it stays out of every page's JavaScript.
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
