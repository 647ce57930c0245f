import { afterEach, describe, expect, it, vi } from "vitest";
import { trackingIds } from "./ids";

afterEach(() => {
  vi.unstubAllEnvs();
});

describe("tracking ids", () => {
  it("reads the ids and derives the Ads account from send_to", () => {
    vi.stubEnv("NEXT_PUBLIC_GA_ID", "G-TEST123");
    vi.stubEnv("NEXT_PUBLIC_GOOGLE_ADS_CONVERSION", "AW-111222333/AbC-dEf");
    vi.stubEnv("NEXT_PUBLIC_META_PIXEL_ID", "1234567890");
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
