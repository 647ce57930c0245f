import { PACKAGE_IDS } from "./limits";
import data from "./pricing.json";
import { parsePricing } from "./schema";

// The prices and the promotion the pages show. Words (name, description, features) live in messages
// (Pricing.packages.<id>).

const pricing = parsePricing(data);

export type PricingPackage = {
  id: (typeof PACKAGE_IDS)[number];
  /** Regular monthly fee; null for a custom quote. */
  originalPrice: number | null;
  /** A share of the ad budget charged on top of the fee, in percent. */
  budgetSharePercent?: number;
  popular: boolean;
};

export const pricingPackages: readonly PricingPackage[] = PACKAGE_IDS.map((id) => {
  const { originalPrice, ...rest } = pricing.packages[id];
  return { id, originalPrice: originalPrice ?? null, ...rest };
});

export const promotion = pricing.promotion;
