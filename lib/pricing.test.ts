import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { promotion } from "@/content/pricing/pricing";
import { parsePricing } from "@/content/pricing/schema";
import data from "@/content/pricing/pricing.json";
import { loadMessages } from "@/lib/i18n/messages";
import { formatList } from "@/lib/i18n/format";
import { endOfDayInWarsaw, isPromotionActive, lowestPriceBeforeReduction, pricingAt } from "./pricing";

describe("promotion", () => {
  it("runs from the first to the last day of July 2025 in Polish time", () => {
    expect(isPromotionActive(new Date("2025-06-30T23:59:59+02:00"))).toBe(false);
    expect(isPromotionActive(new Date("2025-07-01T00:00:00+02:00"))).toBe(true);
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
    expect(packages.map((p) => [p.id, p.currentPrice, p.struckPrice, p.lowestPrice])).toEqual([
      ["mini", 300, 600, 600],
      ["standard", 425, 850, 850],
      ["ecommerce", 500, 1000, 1000],
      ["individual", null, null, null],
    ]);
  });

  it("shows the regular prices alone after it ends", () => {
    const { promotionActive, packages } = pricingAt(new Date("2025-08-01T08:00:00Z"));
    expect(promotionActive).toBe(false);
    expect(packages.map((p) => [p.id, p.currentPrice, p.struckPrice, p.lowestPrice])).toEqual([
      ["mini", 600, null, null],
      ["standard", 850, null, null],
      ["ecommerce", 1000, null, null],
      ["individual", null, null, null],
    ]);
  });

  it("marks Standard as the most popular and adds 15% of the budget to E-COMMERCE", () => {
    const { packages } = pricingAt(new Date());
    expect(packages.filter((p) => p.popular).map((p) => p.id)).toEqual(["standard"]);
    expect(packages.find((p) => p.id === "ecommerce")?.budgetSharePercent).toBe(15);
  });

  it("words the promotion with the figures of content/pricing/pricing.json in both languages, naming the priced packages", () => {
    const figures = { percent: promotion.discountPercent, months: promotion.months };
    const names = ["Mini", "Standard", "E-COMMERCE"];
    const expected = {
      pl: ["−50% na pakiety Mini, Standard i E-COMMERCE przez pierwsze 3\u00a0miesiące", "−50%"],
      en: ["50% off the Mini, Standard and E-COMMERCE packages for the first 3 months", "−50%"],
    } as const;
    for (const locale of ["pl", "en"] as const) {
      const t = createTranslator({ locale, messages: loadMessages(locale), namespace: "Pricing.promotion" });
      const offer = { ...figures, count: names.length, packages: formatList(locale, names) };
      expect([t("title", offer), t("discount", figures)]).toEqual(expected[locale]);
    }
    const pl = createTranslator({ locale: "pl", messages: loadMessages("pl"), namespace: "Pricing.promotion" });
    expect(pl("title", { percent: 30, months: 1, count: 1, packages: "Mini" })).toBe(
      "−30% na pakiet Mini przez pierwszy miesiąc",
    );
    expect(pl("title", { percent: 30, months: 6, count: 2, packages: "Mini i Standard" })).toBe(
      "−30% na pakiety Mini i Standard przez pierwszych 6\u00a0miesięcy",
    );
  });

  it("states its terms and the lowest price of the 30 days before it in both languages", () => {
    const figures = { percent: 50, months: 3, date: "30 czerwca 2030" };
    const pl = createTranslator({ locale: "pl", messages: loadMessages("pl"), namespace: "Pricing.promotion" });
    expect(pl("subtitle", figures).replace(/\u00a0/g, " ")).toBe(
      "Dla firm, które zawrą z nami pierwszą umowę do 30 czerwca 2030: przez pierwsze 3 miesiące współpracy stała opłata miesięczna jest niższa o 50%. Rabat nie obejmuje procentu od budżetu reklamowego ani samego budżetu i nie łączy się z innymi rabatami.",
    );
    expect(pl("lowestPrice", { price: "600\u00a0zł" })).toBe(
      "Najniższa cena z\u00a030\u00a0dni przed obniżką: 600\u00a0zł netto",
    );
    const en = createTranslator({ locale: "en", messages: loadMessages("en"), namespace: "Pricing.promotion" });
    expect(en("subtitle", { ...figures, date: "30 June 2030" })).toBe(
      "For businesses signing their first contract with us by 30 June 2030: 50% off the fixed monthly fee for your first 3 months with us. The discount does not apply to the share of the ad budget or the budget itself and cannot be combined with other discounts.",
    );
    expect(en("lowestPrice", { price: "600\u00a0zł" })).toBe(
      "Lowest price in the 30 days before the reduction: 600\u00a0zł + VAT",
    );
  });

  it("takes the regular price as the lowest of the 30 days before the reduction, which no promotion ended in", () => {
    expect(lowestPriceBeforeReduction(600, { firstDay: "2026-03-01", lastDay: "2026-03-31" })).toBe(600);
    // The previous promotion's last full day, 31 January, is 31 days before 3 March (2026 is no leap year).
    const after = { firstDay: "2026-03-03", lastDay: "2026-03-31", previousLastDay: "2026-01-31" };
    expect(lowestPriceBeforeReduction(600, after)).toBe(600);
    // One day earlier, the previous promotion's price would be the lowest: a schedule the editor and the build refuse.
    expect(() => lowestPriceBeforeReduction(600, { ...after, firstDay: "2026-03-02" })).toThrow(
      "within the 30 days before",
    );
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
      "content/pricing/pricing.json",
    );
  });
});
