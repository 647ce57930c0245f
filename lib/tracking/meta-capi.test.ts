import { describe, expect, it } from "vitest";
import { META_GRAPH_URL_DEFAULT, metaCapiConfig } from "@/lib/env";
import { fbcOf, normalizeEmail, normalizeName, readCookie } from "./meta-capi";

describe("Meta normalisation", () => {
  it("trims and lower-cases the e-mail", () => {
    expect(normalizeEmail("  Jan.Kowalski@Example.PL ")).toBe("jan.kowalski@example.pl");
  });

  it("lower-cases names and drops punctuation, keeping Polish letters", () => {
    expect(normalizeName(" Żaneta ")).toBe("żaneta");
    expect(normalizeName("O'Brien-Łęcka")).toBe("obrienłęcka");
  });
});

describe("fbp and fbc", () => {
  it("reads a cookie by name from the Cookie header", () => {
    expect(readCookie("a=1; _fbp=fb.1.1790000000000.42; _fbc=x", "_fbp")).toBe("fb.1.1790000000000.42");
    expect(readCookie("_fbpx=1", "_fbp")).toBeUndefined();
    expect(readCookie(null, "_fbp")).toBeUndefined();
  });

  it("takes a well-formed _fbc, else builds fb.1.<landing ms>.<fbclid>, else none", () => {
    const attribution = { fbclid: "IwAR1x_Y-z", landingTime: 1790000000123 };
    expect(fbcOf("fb.1.1790000000999.IwARcookie", attribution)).toBe("fb.1.1790000000999.IwARcookie");
    expect(fbcOf(undefined, attribution)).toBe("fb.1.1790000000123.IwAR1x_Y-z");
    expect(fbcOf("not-a-cookie", attribution)).toBe("fb.1.1790000000123.IwAR1x_Y-z");
    expect(fbcOf(undefined, { fbclid: "IwAR1x" })).toBeUndefined();
    expect(fbcOf(undefined, { fbclid: "bad value\u2028", landingTime: 1790000000123 })).toBeUndefined();
  });
});

describe("metaCapiConfig", () => {
  const base = { META_CAPI_ACCESS_TOKEN: "token", NEXT_PUBLIC_META_PIXEL_ID: "123456789012345" };

  it("defaults to Meta's Graph API at the pinned version", () => {
    expect(META_GRAPH_URL_DEFAULT).toMatch(/^https:\/\/graph\.facebook\.com\/v\d+\.\d$/);
    expect(metaCapiConfig(base)).toEqual({
      accessToken: "token",
      pixelId: "123456789012345",
      graphUrl: META_GRAPH_URL_DEFAULT,
      testEventCode: undefined,
    });
  });

  it("takes a test event code and another Graph URL", () => {
    expect(
      metaCapiConfig({ ...base, META_CAPI_TEST_EVENT_CODE: "TEST1", META_GRAPH_URL: "http://127.0.0.1:9/v-test/" }),
    ).toMatchObject({
      graphUrl: "http://127.0.0.1:9/v-test",
      testEventCode: "TEST1",
    });
  });

  it("is off without a token or a pixel id, and refuses a malformed value", () => {
    expect(metaCapiConfig({ ...base, META_CAPI_ACCESS_TOKEN: " " })).toBeUndefined();
    expect(metaCapiConfig({ META_CAPI_ACCESS_TOKEN: "token", NEXT_PUBLIC_META_PIXEL_ID: "" })).toBeUndefined();
    expect(() => metaCapiConfig({ ...base, META_GRAPH_URL: "ftp://example.com" })).toThrow();
    expect(() => metaCapiConfig({ ...base, NEXT_PUBLIC_META_PIXEL_ID: "abc" })).toThrow();
  });
});
