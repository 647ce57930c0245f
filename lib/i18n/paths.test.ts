import { describe, expect, it } from "vitest";
import { localizedPath } from "./paths";

describe("paths", () => {
  it("prefixes English and leaves Polish unprefixed", () => {
    expect(localizedPath("pl", "/")).toBe("/");
    expect(localizedPath("en", "/")).toBe("/en");
    expect(localizedPath("en", "/google-ads")).toBe("/en/google-ads");
  });
});
