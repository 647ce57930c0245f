import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { parsePricing, promotion } from "@/content/pricing";
import data from "@/content/pricing.json";
import { loadMessages } from "@/lib/i18n/messages";
import { endOfDayInWarsaw, isPromotionActive, pricingAt } from "./pricing";

describe("promotion", () => {
  it("runs through the last day of July 2025 in Polish time", () => {
    expect(isPromotionActive(new Date("2025-07-01T10:00:00+02:00"))).toBe(true);
    expect(isPromotionActive(new Date("2025-07-31T23:59:59+02:00"))).toBe(true);
    expect(isPromotionActive(new Date("2025-08-01T00:00:00+02:00"))).toBe(false);
    expect(isPromotionActive(new Date("2026-11-23T12:00:00Z"))).toBe(false);
  });

  it("ends at midnight in Warsaw after whatever last day the owner sets, in summer or winter time", () => {
    expect(endOfDayInWarsaw("2025-07-31").toISOString()).toBe("2025-07-31T22:00:00.000Z");
    expect(endOfDayInWarsaw("2026-01-31").toISOString()).toBe("2026-01-31T23:00:00.000Z");
    // The nights the clocks change: the last Sunday of March and of October.
    expect(endOfDayInWarsaw("2026-03-29").toISOString()).toBe("2026-03-29T22:00:00.000Z");
    expect(endOfDayInWarsaw("2026-10-25").toISOString()).toBe("2026-10-25T23:00:00.000Z");
    expect(endOfDayInWarsaw("2026-12-31").toISOString()).toBe("2026-12-31T23:00:00.000Z");
  });

  it("shows the promotion prices with the regular ones crossed out while it runs", () => {
    const { promotionActive, packages } = pricingAt(new Date("2025-07-15T12:00:00Z"));
    expect(promotionActive).toBe(true);
    expect(packages.map((p) => [p.id, p.currentPrice, p.struckPrice])).toEqual([
      ["mini", 300, 600],
      ["standard", 425, 850],
      ["ecommerce", 500, 1000],
      ["individual", null, null],
    ]);
  });

  it("shows the regular prices alone after it ends", () => {
    const { promotionActive, packages } = pricingAt(new Date("2025-08-01T08:00:00Z"));
    expect(promotionActive).toBe(false);
    expect(packages.map((p) => [p.id, p.currentPrice, p.struckPrice])).toEqual([
      ["mini", 600, null],
      ["standard", 850, null],
      ["ecommerce", 1000, null],
      ["individual", null, null],
    ]);
  });

  it("marks Standard as the most popular and adds 15% of the budget to E-COMMERCE", () => {
    const { packages } = pricingAt(new Date());
    expect(packages.filter((p) => p.popular).map((p) => p.id)).toEqual(["standard"]);
    expect(packages.find((p) => p.id === "ecommerce")?.budgetSharePercent).toBe(15);
  });

  it("words the promotion with the figures of content/pricing.json in both languages", () => {
    const figures = { percent: promotion.discountPercent, months: promotion.months };
    const expected = {
      pl: ["-50% na wszystkie pakiety przez pierwsze 3\u00a0miesiące", "-50%"],
      en: ["50% off all packages for the first 3 months", "-50%"],
    } as const;
    for (const locale of ["pl", "en"] as const) {
      const t = createTranslator({ locale, messages: loadMessages(locale), namespace: "Pricing.promotion" });
      expect([t("title", figures), t("discount", figures)]).toEqual(expected[locale]);
    }
    const pl = createTranslator({ locale: "pl", messages: loadMessages("pl"), namespace: "Pricing.promotion" });
    expect(pl("title", { percent: 30, months: 1 })).toBe("-30% na wszystkie pakiety przez pierwszy miesiąc");
    expect(pl("title", { percent: 30, months: 6 })).toBe("-30% na wszystkie pakiety przez pierwszych 6\u00a0miesięcy");
  });

  it("stops the build on a price or a promotion the page cannot show, naming the field", () => {
    const mini = { ...data.packages.mini, originalPrice: 0 };
    expect(() => parsePricing({ ...data, packages: { ...data.packages, mini } })).toThrow(
      "packages.mini.originalPrice",
    );
    expect(() => parsePricing({ ...data, promotion: { ...data.promotion, lastDay: "31.07.2025" } })).toThrow(
      "promotion.lastDay",
    );
    expect(() => parsePricing({ ...data, packages: { ...data.packages, extra: mini } })).toThrow(
      "content/pricing.json",
    );
  });
});
