import { describe, expect, it } from "vitest";
import { isPromotionActive, pricingAt } from "./pricing";

describe("promotion", () => {
  it("runs through the last day of July 2025 in Polish time", () => {
    expect(isPromotionActive(new Date("2025-07-01T10:00:00+02:00"))).toBe(true);
    expect(isPromotionActive(new Date("2025-07-31T23:59:59+02:00"))).toBe(true);
    expect(isPromotionActive(new Date("2025-08-01T00:00:00+02:00"))).toBe(false);
    expect(isPromotionActive(new Date("2026-11-23T12:00:00Z"))).toBe(false);
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
});
