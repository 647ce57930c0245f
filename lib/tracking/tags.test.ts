import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CONSENT_KEY, createRecord, type ConsentChoices } from "@/lib/consent/record";

// web-vitals reads the browser's performance entries; here each on*() hands over the callback a report would call.
const vitals = vi.hoisted(() => ({ report: new Map<string, (metric: object) => void>() }));
vi.mock("web-vitals", () => ({
  onLCP: (send: (metric: object) => void) => vitals.report.set("LCP", send),
  onINP: (send: (metric: object) => void) => vitals.report.set("INP", send),
  onCLS: (send: (metric: object) => void) => vitals.report.set("CLS", send),
}));

type Analytics = typeof import("./tags");
let A: Analytics;
let calls: { tag: "gtag" | "fbq"; args: unknown[] }[];
let scripts: { src: string; async: boolean }[];
let cookieWrites: string[];

const ALL: ConsentChoices = { analytics: true, marketing: true, functional: true };
const NONE: ConsentChoices = { analytics: false, marketing: false, functional: false };

/** A browser with both tags' queues, a stored consent record (or none) and a document that records new scripts. */
function installBrowser({ gtag = true, fbq = true, stored = ALL as ConsentChoices | null } = {}) {
  calls = [];
  scripts = [];
  cookieWrites = [];
  const record = stored ? JSON.stringify(createRecord(stored)) : null;
  const storage = {
    getItem: (key: string) => (key === CONSENT_KEY ? record : null),
    length: 0,
    key: () => null,
    removeItem() {},
  };
  vi.stubGlobal("window", {
    gtag: gtag ? (...args: unknown[]) => calls.push({ tag: "gtag", args }) : undefined,
    fbq: fbq ? (...args: unknown[]) => calls.push({ tag: "fbq", args }) : undefined,
    localStorage: storage,
    sessionStorage: storage,
    location: { hostname: "www.example.pl", pathname: "/en/google-ads" },
  });
  vi.stubGlobal("document", {
    get cookie() {
      return "";
    },
    set cookie(value: string) {
      cookieWrites.push(value);
    },
    querySelector: (selector: string) => scripts.find((s) => selector.includes(s.src.split("?")[0]!)) ?? null,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => scripts.push(el) },
  });
}

/**
 * What GoogleTagIsland does in a browser: once lib/analytics.ts requests the tag, next/third-parties' GoogleAnalytics
 * pushes `js` and the `config` of the requested id, then the island reports the start. `manual` leaves the start to
 * the test (in a browser it comes after the click's handler, with React's commit).
 */
let requestedTags: string[];
let unmountIsland = () => {};
function mountIsland(mode: "auto" | "manual" = "auto") {
  unmountIsland();
  requestedTags = [];
  const start = () => {
    const id = A.googleTagId()!;
    window.gtag?.("js", new Date());
    window.gtag?.("config", id);
    A.googleTagStarted();
  };
  unmountIsland = A.subscribeGoogleTag(() => {
    requestedTags.push(A.googleTagId()!);
    if (mode === "auto") start();
  });
  return start;
}

beforeEach(async () => {
  vi.stubEnv("NEXT_PUBLIC_GA_ID", "G-TEST123");
  vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "AW-111222333/AbC-dEf");
  vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION", "AW-111222333/PrIcInG");
  vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "1234567890");
  // Fresh module state (what is configured, the live choice) for every test.
  vi.resetModules();
  vitals.report.clear();
  A = await import("./tags");
  installBrowser();
  mountIsland();
});

afterEach(async () => {
  // A withdrawal loads the registry lazily: let it finish against this test's browser, not the next one's.
  await vi.dynamicImportSettled();
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const LEAD = "5b1f0a44-2c1d-4e5f-8a9b-0c1d2e3f4a5b";

describe("the tracked events, with every category granted", () => {
  it("pixel PageView", () => {
    A.trackPageView();
    expect(calls).toEqual([{ tag: "fbq", args: ["track", "PageView"] }]);
  });

  it("a client-side path change sends a GA config update with page_path once the tag is configured", () => {
    A.trackPathChange("/blog");
    expect(calls).toEqual([]);
    A.requestGoogleTag(ALL);
    calls = [];
    A.trackPathChange("/en/google-ads");
    expect(calls).toEqual([{ tag: "gtag", args: ["config", "G-TEST123", { page_path: "/en/google-ads" }] }]);
  });

  it("no page_path update without a GA id", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "");
    A.requestGoogleTag(ALL);
    calls = [];
    A.trackPathChange("/blog");
    expect(calls).toEqual([]);
  });

  it("hero buttons send ViewContent for contact and benefits", () => {
    A.trackHeroClick("contact");
    A.trackHeroClick("benefits");
    expect(calls).toEqual([
      {
        tag: "fbq",
        args: ["track", "ViewContent", { content_name: "Contact Section", content_category: "CTA Interaction" }],
      },
      {
        tag: "fbq",
        args: ["track", "ViewContent", { content_name: "Benefits Section", content_category: "Learning Intent" }],
      },
    ]);
  });

  it("a pricing button: conversion report under its own label, AddToCart with the price, then ViewContent, in that order", () => {
    A.trackPricingClick({ name: "Standard", price: 425 });
    expect(calls).toEqual([
      { tag: "gtag", args: ["event", "conversion", { send_to: "AW-111222333/PrIcInG" }] },
      {
        tag: "fbq",
        args: [
          "track",
          "AddToCart",
          { content_name: "Package: Standard", content_category: "Pricing", value: 425, currency: "PLN" },
        ],
      },
      {
        tag: "fbq",
        args: ["track", "ViewContent", { content_name: "Pricing Section", content_category: "Purchase Intent" }],
      },
    ]);
  });

  it("a pricing button reports nothing to Ads without its own label, never the lead conversion", () => {
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION", "");
    A.trackPricingClick({ name: "Standard", price: 425 });
    expect(calls.map((c) => c.tag)).toEqual(["fbq", "fbq"]);
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION", "AW-999/OtherAccount");
    calls = [];
    A.trackPricingClick({ name: "Standard", price: 425 });
    expect(calls.map((c) => c.tag)).toEqual(["fbq", "fbq"]);
  });

  it("the individual package sends AddToCart without a value", () => {
    A.trackPricingClick({ name: "Individual", price: null });
    expect(calls[1]?.args[2]).toEqual({
      content_name: "Package: Individual",
      content_category: "Pricing",
      currency: "PLN",
    });
  });

  it("contact submit: InitiateCheckout worth 1 PLN, and no conversion before the server accepted the lead", () => {
    A.trackContactSubmit();
    expect(calls).toEqual([{ tag: "fbq", args: ["track", "InitiateCheckout", { value: 1, currency: "PLN" }] }]);
  });

  it("no conversion report without the Ads send_to", () => {
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "");
    A.trackLead({ id: LEAD });
    expect(calls.map((c) => c.args[1])).toEqual(["conversion_event_request_quote", "Lead"]);
  });

  it("a lead: the Ads conversion with the lead's id as transaction id, GA's request-quote event with a 2000 ms timeout, the pixel Lead", () => {
    A.trackLead({ id: LEAD });
    expect(calls).toEqual([
      { tag: "gtag", args: ["event", "conversion", { send_to: "AW-111222333/AbC-dEf", transaction_id: LEAD }] },
      { tag: "gtag", args: ["event", "conversion_event_request_quote", { send_to: "G-TEST123", event_timeout: 2000 }] },
      { tag: "fbq", args: ["track", "Lead"] },
    ]);
  });

  it("a lead from a campaign page with a conversion label of its own: that label of the same account, not the site's", () => {
    A.trackLead({ id: LEAD, adsLabel: "CampaignLabel_1" });
    expect(calls[0]).toEqual({
      tag: "gtag",
      args: ["event", "conversion", { send_to: "AW-111222333/CampaignLabel_1", transaction_id: LEAD }],
    });
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "");
    calls.length = 0;
    A.trackLead({ id: LEAD, adsLabel: "CampaignLabel_1" });
    expect(calls.map((c) => c.args[1])).toEqual(["conversion_event_request_quote", "Lead"]);
  });

  it("a lead with an event id: the pixel Lead carries it as eventID, with the service and budget", () => {
    A.trackLead({
      id: LEAD,
      eventId: "7d0c6c1e-3f0b-4a4e-9a55-0f4f1c2b9e11",
      service: "meta-ads",
      budget: "1000-3000",
    });
    expect(calls[2]).toEqual({
      tag: "fbq",
      args: [
        "track",
        "Lead",
        { service: "meta-ads", budget: "1000-3000", currency: "PLN" },
        { eventID: "7d0c6c1e-3f0b-4a4e-9a55-0f4f1c2b9e11" },
      ],
    });
  });

  it("enhanced conversions: user_data is set only when an Ads conversion is configured", () => {
    const userData = {
      sha256_email_address: "a".repeat(64),
      address: { sha256_first_name: "b".repeat(64), sha256_last_name: "c".repeat(64) },
    };
    A.setAdsUserData(userData);
    expect(calls).toEqual([{ tag: "gtag", args: ["set", "user_data", userData] }]);
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "");
    A.setAdsUserData(userData);
    expect(calls).toHaveLength(1);
  });

  it("app initialised: ViewContent when the pixel is present", () => {
    A.trackAppInitialized();
    expect(calls).toEqual([
      {
        tag: "fbq",
        args: ["track", "ViewContent", { content_name: "App Initialized", content_category: "Page Load" }],
      },
    ]);
  });

  it("app initialised without the pixel: only a console warning", () => {
    installBrowser({ fbq: false });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    A.trackAppInitialized();
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("every call is safe when both tags are absent, and on the server", () => {
    installBrowser({ gtag: false, fbq: false });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const all = () => {
      A.trackPageView();
      A.trackPathChange("/");
      A.trackHeroClick("contact");
      A.trackPricingClick({ name: "Mini", price: 300 });
      A.trackContactSubmit();
      A.trackLead({ id: LEAD });
      A.trackAppInitialized();
      A.updateConsent(ALL);
      A.loadMetaPixel();
    };
    expect(all).not.toThrow();
    vi.unstubAllGlobals();
    expect(typeof window).toBe("undefined");
    expect(all).not.toThrow();
  });
});

describe("events without their consent are dropped, not queued", () => {
  const fireAll = () => {
    A.trackPageView();
    A.trackHeroClick("contact");
    A.trackPricingClick({ name: "Mini", price: 300 });
    A.trackContactSubmit();
    A.trackLead({ id: LEAD });
    A.trackAppInitialized();
  };

  it("before any choice nothing reaches gtag or fbq (the pixel is there, so no warning either)", () => {
    installBrowser({ stored: null });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fireAll();
    expect(calls).toEqual([]);
    expect(warn).not.toHaveBeenCalled();
  });

  it("without marketing consent the enhanced-conversions user data and the pixel Lead with its event id are dropped", () => {
    installBrowser({ stored: { analytics: true, marketing: false, functional: true } });
    const userData = {
      sha256_email_address: "a".repeat(64),
      address: { sha256_first_name: "b".repeat(64), sha256_last_name: "c".repeat(64) },
    };
    A.setAdsUserData(userData);
    A.trackLead({
      id: LEAD,
      eventId: "7d0c6c1e-3f0b-4a4e-9a55-0f4f1c2b9e11",
      service: "meta-ads",
      budget: "1000-3000",
    });
    expect(calls).toEqual([
      { tag: "gtag", args: ["event", "conversion_event_request_quote", { send_to: "G-TEST123", event_timeout: 2000 }] },
    ]);
  });

  it("analytics only: the GA lead event goes, Ads conversions and pixel events do not", () => {
    installBrowser({ stored: { analytics: true, marketing: false, functional: false } });
    fireAll();
    expect(calls).toEqual([
      { tag: "gtag", args: ["event", "conversion_event_request_quote", { send_to: "G-TEST123", event_timeout: 2000 }] },
    ]);
  });

  it("marketing only: Ads conversions and pixel events go, the GA event does not", () => {
    installBrowser({ stored: { analytics: false, marketing: true, functional: false } });
    fireAll();
    expect(calls.filter((c) => c.tag === "gtag").map((c) => c.args[1])).toEqual(["conversion", "conversion"]);
    expect(calls.filter((c) => c.tag === "fbq")).toHaveLength(7);
  });

  it("the choice made on the page counts at once, and a later grant does not send what was dropped", () => {
    installBrowser({ stored: null });
    A.trackContactSubmit();
    A.updateConsent(ALL);
    expect(calls.filter((c) => c.args[0] === "event" || c.args[0] === "track")).toEqual([]);
    A.trackContactSubmit();
    expect(calls.filter((c) => c.args[0] === "event" || c.args[0] === "track")).toHaveLength(1);
    A.updateConsent(NONE);
    calls = [];
    A.trackContactSubmit();
    expect(calls).toEqual([]);
  });
});

describe("loading the Google tag", () => {
  it("nothing is requested or configured before consent: only the choice loads it, and the update follows the configs", () => {
    installBrowser({ stored: null });
    const start = mountIsland("manual");
    A.trackPathChange("/en");
    expect(A.googleTagId()).toBeNull();
    A.updateConsent(ALL);
    expect(requestedTags).toEqual(["G-TEST123"]);
    // Until the tag's own script has run, the consent update waits.
    expect(calls.filter((c) => c.tag === "gtag")).toEqual([]);
    start();
    const google = calls.filter((c) => c.tag === "gtag").map((c) => c.args.slice(0, 2));
    expect(google).toEqual([
      ["js", expect.any(Date)],
      ["config", "G-TEST123"],
      ["config", "AW-111222333"],
      ["consent", "update"],
    ]);
  });

  it("configures only what was granted: analytics loads the GA id, a later marketing grant adds the Ads account", () => {
    installBrowser({ stored: null });
    A.updateConsent({ analytics: true, marketing: false, functional: false });
    const before = calls.length;
    A.updateConsent(ALL);
    // Once the tag runs, a later grant's config comes before its update.
    expect(
      calls
        .slice(before)
        .filter((c) => c.tag === "gtag")
        .map((c) => c.args.slice(0, 2)),
    ).toEqual([
      ["config", "AW-111222333"],
      ["consent", "update"],
    ]);
    A.updateConsent(ALL);
    expect(requestedTags).toEqual(["G-TEST123"]);
    expect(calls.filter((c) => c.args[0] === "config").map((c) => c.args[1])).toEqual(["G-TEST123", "AW-111222333"]);
  });

  it("marketing first: the tag loads under the Ads account and the GA id waits for analytics consent", () => {
    installBrowser({ stored: null });
    A.updateConsent({ analytics: false, marketing: true, functional: false });
    A.updateConsent({ analytics: false, marketing: true, functional: true });
    expect(requestedTags).toEqual(["AW-111222333"]);
    expect(calls.filter((c) => c.args[0] === "config").map((c) => c.args[1])).toEqual(["AW-111222333"]);
    A.updateConsent(ALL);
    expect(requestedTags).toEqual(["AW-111222333"]);
    expect(calls.filter((c) => c.args[0] === "config").map((c) => c.args[1])).toEqual(["AW-111222333", "G-TEST123"]);
  });

  it("with only an Ads conversion the tag loads under the Ads account, and only for marketing", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "");
    installBrowser({ stored: null });
    A.updateConsent({ analytics: true, marketing: false, functional: false });
    expect(requestedTags).toEqual([]);
    A.updateConsent({ analytics: false, marketing: true, functional: false });
    expect(requestedTags).toEqual(["AW-111222333"]);
  });

  it("a rejection requests nothing and sends its update at once", () => {
    installBrowser({ stored: null });
    mountIsland("manual");
    A.updateConsent(NONE);
    expect(requestedTags).toEqual([]);
    expect(calls.filter((c) => c.tag === "gtag").map((c) => c.args.slice(0, 2))).toEqual([["consent", "update"]]);
  });

  it("without any Google id nothing is loaded", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "");
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "");
    A.updateConsent(ALL);
    A.requestGoogleTag("everything");
    expect(requestedTags).toEqual([]);
    expect(calls.filter((c) => c.args[0] === "config" || c.args[0] === "js")).toEqual([]);
  });

  it("the advanced mode configures both destinations before a choice", () => {
    installBrowser({ stored: null });
    A.requestGoogleTag("everything");
    expect(requestedTags).toEqual(["G-TEST123"]);
    expect(calls.filter((c) => c.args[0] === "config").map((c) => c.args[1])).toEqual(["G-TEST123", "AW-111222333"]);
  });
});

describe("consent updates and the pixel", () => {
  it("accepting everything grants Google's four signals, then the pixel, and fetches fbevents.js once", () => {
    A.updateConsent(ALL);
    A.updateConsent(ALL);
    expect(calls.filter((c) => c.args[0] === "consent").slice(0, 2)).toEqual([
      {
        tag: "gtag",
        args: [
          "consent",
          "update",
          {
            ad_storage: "granted",
            analytics_storage: "granted",
            ad_user_data: "granted",
            ad_personalization: "granted",
          },
        ],
      },
      { tag: "fbq", args: ["consent", "grant"] },
    ]);
    expect(scripts.filter((s) => s.src === A.META_PIXEL_SRC)).toEqual([{ src: A.META_PIXEL_SRC, async: true }]);
  });

  it("refusing marketing keeps the ad signals denied, revokes the pixel and fetches no pixel", () => {
    A.updateConsent({ analytics: true, marketing: false, functional: false });
    expect(calls.filter((c) => c.args[0] === "consent")).toEqual([
      {
        tag: "gtag",
        args: [
          "consent",
          "update",
          { ad_storage: "denied", analytics_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" },
        ],
      },
      { tag: "fbq", args: ["consent", "revoke"] },
    ]);
    expect(scripts.filter((s) => s.src === A.META_PIXEL_SRC)).toEqual([]);
  });

  it("without a pixel id the pixel is neither granted nor fetched", () => {
    vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "");
    A.updateConsent({ analytics: false, marketing: true, functional: false });
    expect(calls.filter((c) => c.tag === "fbq")).toEqual([]);
    expect(scripts.filter((s) => s.src === A.META_PIXEL_SRC)).toEqual([]);
  });

  it("a withdrawal deletes the withdrawn category's cookies (through the storage registry)", async () => {
    let jar = "_ga=GA1.1.1; _ga_TEST123=GS1; _gcl_au=1.1; _fbp=fb.1";
    vi.stubGlobal("document", {
      querySelector: () => null,
      createElement: () => ({}),
      head: { appendChild() {} },
      get cookie() {
        return jar;
      },
      set cookie(value: string) {
        const name = value.split("=")[0]!;
        jar = jar
          .split("; ")
          .filter((c) => !c.startsWith(`${name}=`))
          .join("; ");
      },
    });
    A.updateConsent({ analytics: true, marketing: false, functional: false });
    await vi.waitFor(() => expect(jar).toBe("_ga=GA1.1.1; _ga_TEST123=GS1"));
  });
});

describe("Core Web Vitals of real visits", () => {
  const metric = (name: string, delta: number) => ({ name, delta, value: delta, id: `v6-${name}`, rating: "good" });

  it("with analytics consent go to GA4 as events: the figure, its rating and the page path, nothing else", async () => {
    A.startWebVitals();
    await vi.dynamicImportSettled();
    expect([...vitals.report.keys()].sort()).toEqual(["CLS", "INP", "LCP"]);
    calls = [];
    vitals.report.get("LCP")!(metric("LCP", 1234.6));
    vitals.report.get("CLS")!(metric("CLS", 0.052));
    expect(calls).toEqual([
      {
        tag: "gtag",
        args: [
          "event",
          "LCP",
          {
            send_to: "G-TEST123",
            value: 1235,
            metric_id: "v6-LCP",
            metric_value: 1234.6,
            metric_delta: 1234.6,
            metric_rating: "good",
            page_path: "/en/google-ads",
            non_interaction: true,
          },
        ],
      },
      {
        tag: "gtag",
        args: [
          "event",
          "CLS",
          {
            send_to: "G-TEST123",
            value: 52,
            metric_id: "v6-CLS",
            metric_value: 0.052,
            metric_delta: 0.052,
            metric_rating: "good",
            page_path: "/en/google-ads",
            non_interaction: true,
          },
        ],
      },
    ]);
  });

  it("without analytics consent load nothing; a later consent starts them; a withdrawal drops the next report", async () => {
    installBrowser({ stored: { ...ALL, analytics: false } });
    A.startWebVitals();
    await vi.dynamicImportSettled();
    expect(vitals.report.size).toBe(0);
    A.updateConsent(ALL);
    await vi.dynamicImportSettled();
    expect(vitals.report.size).toBe(3);
    A.updateConsent({ ...ALL, analytics: false });
    calls = [];
    vitals.report.get("INP")!(metric("INP", 96));
    expect(calls.filter((c) => c.args[0] === "event")).toEqual([]);
  });
});
