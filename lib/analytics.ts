// The one module that talks to the Google tag (gtag) and the Meta pixel (fbq). Every call is safe when a tag is absent.
import { googleConsentSignals } from "@/lib/consent/google";
import type { ConsentChoices } from "@/lib/consent/record";
import type { GoogleUserData } from "@/lib/tracking/google-user-data";

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

function adsConversion(extra: Record<string, unknown> = {}) {
  const sendTo = trackingIds().adsSendTo;
  if (sendTo) gtag("event", "conversion", { send_to: sendTo, ...extra });
}

/** Pixel PageView: home, service pages and articles, once per view. */
export function trackPageView() {
  fbq("track", "PageView");
}

/** GA page_path update on a client-side path change. */
export function trackPathChange(path: string) {
  const { gaId } = trackingIds();
  if (gaId) gtag("config", gaId, { page_path: path });
}

export type HeroTarget = "contact" | "benefits";

export function trackHeroClick(target: HeroTarget) {
  fbq(
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
  fbq("track", "AddToCart", {
    content_name: `Package: ${pkg.name}`,
    content_category: "Pricing",
    ...(pkg.price === null ? {} : { value: pkg.price }),
    currency: CURRENCY,
  });
  fbq("track", "ViewContent", { content_name: "Pricing Section", content_category: "Purchase Intent" });
}

/** The contact form is submitted (before the answer). */
export function trackContactSubmit() {
  adsConversion();
  fbq("track", "InitiateCheckout", { value: 1, currency: CURRENCY });
}

/** Enhanced conversions: the hashed user data the next Ads conversion carries (only with an Ads conversion id). */
export function setAdsUserData(userData: GoogleUserData) {
  if (trackingIds().adsSendTo) gtag("set", "user_data", userData);
}

/**
 * The lead was accepted by the server. With `eventId` the pixel's Lead carries it as eventID: the server sends
 * the same id to the Conversions API, so Meta counts the lead once.
 */
export function trackLead(lead?: { eventId: string; service: string; budget: string }) {
  gtag("event", "conversion_event_request_quote", { event_timeout: CONVERSION_EVENT_TIMEOUT_MS });
  if (lead) fbq("track", "Lead", { service: lead.service, budget: lead.budget, currency: CURRENCY }, { eventID: lead.eventId });
  else fbq("track", "Lead");
}

/** 1000 ms after load: tells whether the pixel is present. */
export function trackAppInitialized() {
  if (typeof window !== "undefined" && typeof window.fbq === "function") {
    window.fbq("track", "ViewContent", { content_name: "App Initialized", content_category: "Page Load" });
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

const ANALYTICS_COOKIES = /^_ga(_|$)/;
const MARKETING_COOKIES = /^(_gcl_|_fbp$|_fbc$)/;

/** Deletes the tags' first-party cookies of a withdrawn category (on this host and each parent domain). */
export function clearTagCookies(choices: ConsentChoices) {
  if (typeof document === "undefined") return;
  const names = document.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => (!choices.analytics && ANALYTICS_COOKIES.test(name)) || (!choices.marketing && MARKETING_COOKIES.test(name)));
  if (names.length === 0) return;
  const labels = window.location.hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join(".")}`)];
  for (const name of names) {
    for (const domain of domains) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
}

/** The visitor's choice: a Google consent mode update, and the pixel's consent (granting also loads the pixel). */
export function updateConsent(choices: ConsentChoices) {
  gtag("consent", "update", googleConsentSignals(choices));
  clearTagCookies(choices);
  if (!trackingIds().metaPixelId) return;
  if (choices.marketing) {
    fbq("consent", "grant");
    loadMetaPixel();
  } else {
    fbq("consent", "revoke");
  }
}
