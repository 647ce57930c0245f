import { afterEach, describe, expect, it, vi } from "vitest";
import { trackingIds } from "./ids";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("tracking ids", () => {
  it("reads the ids and derives the Ads account from send_to", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "G-TEST123");
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "AW-111222333/AbC-dEf");
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION", "AW-111222333/PrIcInG");
    vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "1234567890");
    expect(trackingIds()).toEqual({
      gaId: "G-TEST123",
      adsSendTo: "AW-111222333/AbC-dEf",
      adsAccount: "AW-111222333",
      adsPricingSendTo: "AW-111222333/PrIcInG",
      metaPixelId: "1234567890",
    });
  });

  it("takes the pricing conversion only with a label of the lead conversion's account", () => {
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION", "AW-111222333/PrIcInG");
    expect(trackingIds().adsPricingSendTo).toBeUndefined();
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "AW-444555666/AbC");
    expect(trackingIds().adsPricingSendTo).toBeUndefined();
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION", "AW-444555666");
    expect(trackingIds().adsPricingSendTo).toBeUndefined();
  });

  it("treats unset and malformed ids as absent", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "");
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "AW-1');alert(1);//");
    vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "abc");
    expect(trackingIds()).toEqual({});
  });
});
