import { pricingPackages, promotion, type PricingPackage } from "@/content/pricing";

/** Warsaw's offset from UTC at a moment, in minutes: 60 in winter (CET), 120 in summer (CEST). */
function warsawOffsetMinutes(at: Date): number {
  const zone = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Warsaw", timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(zone ?? "") ?? [];
  if (!sign) throw new Error(`No time zone data for Europe/Warsaw (got "${zone}")`);
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** Midnight after a day (YYYY-MM-DD) in Warsaw, summer or winter time: when an offer that runs through it ends. */
export function endOfDayInWarsaw(day: string): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Clocks change at 01:00 UTC, never near midnight: the offset at midnight UTC is the one at Warsaw's midnight.
  const nextMidnightUtc = Date.UTC(year, month - 1, date + 1);
  return new Date(nextMidnightUtc - warsawOffsetMinutes(new Date(nextMidnightUtc)) * 60_000);
}

export function isPromotionActive(now: Date): boolean {
  return now.getTime() < endOfDayInWarsaw(promotion.lastDay).getTime();
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
