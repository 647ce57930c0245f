import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import {
  META_PIXEL_SRC,
  loadMetaPixel,
  trackAppInitialized,
  trackContactSubmit,
  trackHeroClick,
  trackLead,
  trackPageView,
  trackPathChange,
  trackPricingClick,
  trackingIds,
  updateConsent,
  clearTagCookies,
} from "./analytics";

let calls: { tag: "gtag" | "fbq"; args: unknown[] }[];

function installTags({ gtag = true, fbq = true } = {}) {
  calls = [];
  vi.stubGlobal("window", {
    gtag: gtag ? (...args: unknown[]) => calls.push({ tag: "gtag", args }) : undefined,
    fbq: fbq ? (...args: unknown[]) => calls.push({ tag: "fbq", args }) : undefined,
  });
}

function fakeDocument() {
  const appended: { src: string; async: boolean }[] = [];
  vi.stubGlobal("document", {
    cookie: "",
    querySelector: (selector: string) => appended.find((s) => selector.includes(s.src)) ?? null,
    createElement: () => ({ src: "", async: false }),
    head: { appendChild: (el: { src: string; async: boolean }) => appended.push(el) },
  });
  return appended;
}

beforeEach(() => {
  vi.stubEnv("NEXT_PUBLIC_GA_ID", "G-TEST123");
  vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "AW-111222333/AbC-dEf");
  vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "1234567890");
  installTags();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe("tracking ids", () => {
  it("reads the ids and derives the Ads account from send_to", () => {
    expect(trackingIds()).toEqual({
      gaId: "G-TEST123",
      adsSendTo: "AW-111222333/AbC-dEf",
      adsAccount: "AW-111222333",
      metaPixelId: "1234567890",
    });
  });

  it("treats unset and malformed ids as absent", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "");
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "AW-1');alert(1);//");
    vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "abc");
    expect(trackingIds()).toEqual({});
  });
});

describe("the tracked events", () => {
  it("pixel PageView", () => {
    trackPageView();
    expect(calls).toEqual([{ tag: "fbq", args: ["track", "PageView"] }]);
  });

  it("a client-side path change sends a GA config update with page_path", () => {
    trackPathChange("/en/google-ads");
    expect(calls).toEqual([{ tag: "gtag", args: ["config", "G-TEST123", { page_path: "/en/google-ads" }] }]);
  });

  it("no page_path update without a GA id", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "");
    trackPathChange("/blog");
    expect(calls).toEqual([]);
  });

  it("hero buttons send ViewContent for contact and benefits", () => {
    trackHeroClick("contact");
    trackHeroClick("benefits");
    expect(calls).toEqual([
      { tag: "fbq", args: ["track", "ViewContent", { content_name: "Contact Section", content_category: "CTA Interaction" }] },
      { tag: "fbq", args: ["track", "ViewContent", { content_name: "Benefits Section", content_category: "Learning Intent" }] },
    ]);
  });

  it("a pricing button: conversion report, AddToCart with the price, then ViewContent, in that order", () => {
    trackPricingClick({ name: "Standard", price: 425 });
    expect(calls).toEqual([
      { tag: "gtag", args: ["event", "conversion", { send_to: "AW-111222333/AbC-dEf" }] },
      {
        tag: "fbq",
        args: ["track", "AddToCart", { content_name: "Package: Standard", content_category: "Pricing", value: 425, currency: "PLN" }],
      },
      { tag: "fbq", args: ["track", "ViewContent", { content_name: "Pricing Section", content_category: "Purchase Intent" }] },
    ]);
  });

  it("the individual package sends AddToCart without a value", () => {
    trackPricingClick({ name: "Individual", price: null });
    expect(calls[1]?.args[2]).toEqual({ content_name: "Package: Individual", content_category: "Pricing", currency: "PLN" });
  });

  it("contact submit: conversion report and InitiateCheckout worth 1 PLN", () => {
    trackContactSubmit();
    expect(calls).toEqual([
      { tag: "gtag", args: ["event", "conversion", { send_to: "AW-111222333/AbC-dEf" }] },
      { tag: "fbq", args: ["track", "InitiateCheckout", { value: 1, currency: "PLN" }] },
    ]);
  });

  it("no conversion report without the Ads send_to", () => {
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "");
    trackContactSubmit();
    expect(calls.map((c) => c.tag)).toEqual(["fbq"]);
  });

  it("a lead: the request-quote conversion event with a 2000 ms timeout, then the pixel Lead", () => {
    trackLead();
    expect(calls).toEqual([
      { tag: "gtag", args: ["event", "conversion_event_request_quote", { event_timeout: 2000 }] },
      { tag: "fbq", args: ["track", "Lead"] },
    ]);
  });

  it("app initialised: ViewContent when the pixel is present", () => {
    trackAppInitialized();
    expect(calls).toEqual([
      { tag: "fbq", args: ["track", "ViewContent", { content_name: "App Initialized", content_category: "Page Load" }] },
    ]);
  });

  it("app initialised without the pixel: only a console warning", () => {
    installTags({ fbq: false });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    trackAppInitialized();
    expect(calls).toEqual([]);
    expect(warn).toHaveBeenCalledOnce();
  });

  it("every call is safe when both tags are absent, and on the server", () => {
    installTags({ gtag: false, fbq: false });
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const all = () => {
      trackPageView();
      trackPathChange("/");
      trackHeroClick("contact");
      trackPricingClick({ name: "Mini", price: 300 });
      trackContactSubmit();
      trackLead();
      trackAppInitialized();
      updateConsent({ analytics: true, marketing: true, functional: true });
      loadMetaPixel();
    };
    expect(all).not.toThrow();
    vi.unstubAllGlobals();
    expect(typeof window).toBe("undefined");
    expect(all).not.toThrow();
  });
});

describe("consent updates", () => {
  it("accepting everything grants Google's four signals, then the pixel, and fetches fbevents.js once", () => {
    const scripts = fakeDocument();
    updateConsent({ analytics: true, marketing: true, functional: true });
    updateConsent({ analytics: true, marketing: true, functional: true });
    expect(calls.slice(0, 2)).toEqual([
      {
        tag: "gtag",
        args: [
          "consent",
          "update",
          { ad_storage: "granted", analytics_storage: "granted", ad_user_data: "granted", ad_personalization: "granted" },
        ],
      },
      { tag: "fbq", args: ["consent", "grant"] },
    ]);
    expect(scripts).toEqual([{ src: META_PIXEL_SRC, async: true }]);
  });

  it("refusing marketing keeps the ad signals denied, revokes the pixel and fetches nothing", () => {
    const scripts = fakeDocument();
    updateConsent({ analytics: true, marketing: false, functional: false });
    expect(calls).toEqual([
      {
        tag: "gtag",
        args: ["consent", "update", { ad_storage: "denied", analytics_storage: "granted", ad_user_data: "denied", ad_personalization: "denied" }],
      },
      { tag: "fbq", args: ["consent", "revoke"] },
    ]);
    expect(scripts).toEqual([]);
  });

  it("without a pixel id the pixel is neither granted nor fetched", () => {
    vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "");
    const scripts = fakeDocument();
    updateConsent({ analytics: false, marketing: true, functional: false });
    expect(calls.map((c) => c.tag)).toEqual(["gtag"]);
    expect(scripts).toEqual([]);
  });
});

describe("withdrawing consent", () => {
  it("deletes the cookies of the withdrawn categories only, on the host and its parent domains", () => {
    const written: string[] = [];
    vi.stubGlobal("window", { location: { hostname: "www.example.pl" } });
    vi.stubGlobal("document", {
      get cookie() {
        return "_ga=GA1.1.1; _ga_ABC=GS1; _gcl_au=1.1; _fbp=fb.1; i18nextLng=pl";
      },
      set cookie(value: string) {
        written.push(value);
      },
    });
    clearTagCookies({ analytics: false, marketing: true, functional: false });
    const deleted = written.map((w) => w.split("=")[0]);
    expect(new Set(deleted)).toEqual(new Set(["_ga", "_ga_ABC"]));
    expect(written).toContain("_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.pl");
    expect(written).toContain("_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");

    written.length = 0;
    clearTagCookies({ analytics: true, marketing: false, functional: true });
    expect(new Set(written.map((w) => w.split("=")[0]))).toEqual(new Set(["_gcl_au", "_fbp"]));
  });
});
