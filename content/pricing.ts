// Prices in PLN, net per month. Words (name, description, features) live in messages (Pricing.packages.<id>).

export type PricingPackage = {
  id: "mini" | "standard" | "ecommerce" | "individual";
  /** Regular monthly fee; null for a custom quote. */
  originalPrice: number | null;
  /** A share of the ad budget charged on top of the fee, in percent. */
  budgetSharePercent?: number;
  popular: boolean;
};

export const pricingPackages: readonly PricingPackage[] = [
  { id: "mini", originalPrice: 600, popular: false },
  { id: "standard", originalPrice: 850, popular: true },
  { id: "ecommerce", originalPrice: 1000, budgetSharePercent: 15, popular: false },
  { id: "individual", originalPrice: null, popular: false },
];

/** The offer for new clients: every package's fee is cut by this share for its first months. */
export const promotion = {
  discountPercent: 50,
  months: 3,
  /** The last day of the offer, inclusive, in Polish time. */
  lastDay: "2025-07-31",
} as const;
