import { describe, expect, it } from "vitest";
import { headline } from "./og-image";
import { site } from "@/lib/site/identity";

describe("headline", () => {
  it("drops the brand the image already shows", () => {
    expect(headline(`${site.name} – strony internetowe i kampanie`)).toBe("Strony internetowe i kampanie");
    expect(headline(`Kampanie Google Ads | ${site.name}`)).toBe("Kampanie Google Ads");
  });

  it("keeps a title without the brand, Polish letters included", () => {
    expect(headline("Łódź: żółć i gęślą jaźń")).toBe("Łódź: żółć i gęślą jaźń");
  });
});
