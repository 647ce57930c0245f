import { describe, expect, it } from "vitest";
import { homeAnchor, localizedPath } from "./paths";

describe("paths", () => {
  it("prefixes English and leaves Polish unprefixed", () => {
    expect(localizedPath("pl", "/")).toBe("/");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("en", "/google-ads")).toBe("/en/google-ads");
    expect(homeAnchor("pl", "contact")).toBe("/#contact");
    expect(homeAnchor("en", "contact")).toBe("/en#contact");
  });
});
