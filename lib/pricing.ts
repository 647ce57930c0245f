import { pricingPackages, promotion, type PricingPackage } from "@/content/pricing";

/** The moment the promotion ends: midnight after its last day in Warsaw (CEST in summer, UTC+2). */
const promotionEndsAt = new Date(`${promotion.lastDay}T24:00:00+02:00`);

export function isPromotionActive(now: Date): boolean {
  return now.getTime() < promotionEndsAt.getTime();
}

function promotionPrice(pkg: PricingPackage): number | null {
  return pkg.originalPrice === null ? null : Math.round((pkg.originalPrice * (100 - promotion.discountPercent)) / 100);
}

export type PricedPackage = PricingPackage & {
  /** The price a visitor pays now (the AddToCart value); null for a custom quote. */
  currentPrice: number | null;
  struckPrice: number | null;
};

export function pricingAt(now: Date): { promotionActive: boolean; packages: PricedPackage[] } {
  const promotionActive = isPromotionActive(now);
  return {
    promotionActive,
    packages: pricingPackages.map((pkg) => ({
      ...pkg,
      currentPrice: promotionActive ? promotionPrice(pkg) : pkg.originalPrice,
      struckPrice: promotionActive ? pkg.originalPrice : null,
    })),
  };
}
