import { describe, expect, it } from "vitest";
import { homeAnchor, localizedPath, splitLocale } from "./paths";

describe("paths", () => {
  it("prefixes English and leaves Polish unprefixed", () => {
    expect(localizedPath("pl", "/")).toBe("/");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("en", "/google-ads")).toBe("/en/google-ads");
    expect(homeAnchor("pl", "contact")).toBe("/#contact");
    expect(homeAnchor("en", "contact")).toBe("/en#contact");
  });

  it("splits public and internal paths into language and path", () => {
    expect(splitLocale("/")).toEqual({ locale: "pl", path: "/" });
    expect(splitLocale("/google-ads")).toEqual({ locale: "pl", path: "/google-ads" });
    expect(splitLocale("/pl/google-ads")).toEqual({ locale: "pl", path: "/google-ads" });
    expect(splitLocale("/pl")).toEqual({ locale: "pl", path: "/" });
    expect(splitLocale("/en")).toEqual({ locale: "en", path: "/" });
    expect(splitLocale("/en/blog/x")).toEqual({ locale: "en", path: "/blog/x" });
    expect(splitLocale("/english")).toEqual({ locale: "pl", path: "/english" });
  });
});
