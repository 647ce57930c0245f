// Prices in PLN, net per month. Words (name, description, features) live in messages (Pricing.packages.<id>).
export const packageIds = ["mini", "standard", "ecommerce", "individual"] as const;
export type PackageId = (typeof packageIds)[number];

export type PricingPackage = {
  id: PackageId;
  /** Regular monthly fee; null for a custom quote. */
  originalPrice: number | null;
  /** Monthly fee while the promotion runs. */
  promotionPrice: number | null;
  /** A share of the ad budget charged on top of the fee, in percent. */
  budgetSharePercent?: number;
  popular: boolean;
};

export const pricingPackages: readonly PricingPackage[] = [
  { id: "mini", originalPrice: 600, promotionPrice: 300, popular: false },
  { id: "standard", originalPrice: 850, promotionPrice: 425, popular: true },
  { id: "ecommerce", originalPrice: 1000, promotionPrice: 500, budgetSharePercent: 15, popular: false },
  { id: "individual", originalPrice: null, promotionPrice: null, popular: false },
];

export const promotion = {
  discountPercent: 50,
  months: 3,
  /** The last day of the offer, inclusive, in Polish time. */
  lastDay: "2025-07-31",
} as const;
