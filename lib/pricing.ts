import { REGULAR_DAYS_BEFORE_PROMOTION, type PromotionSchedule } from "@/content/pricing/limits";
import { pricingPackages, promotion, type PricingPackage } from "@/content/pricing/pricing";

/** Warsaw's offset from UTC at a moment, in minutes: 60 in winter (CET), 120 in summer (CEST). */
function warsawOffsetMinutes(at: Date): number {
  const zone = new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/Warsaw", timeZoneName: "longOffset" })
    .formatToParts(at)
    .find((part) => part.type === "timeZoneName")?.value;
  const [, sign, hours, minutes] = /GMT([+-])(\d{2}):(\d{2})/.exec(zone ?? "") ?? [];
  if (!sign) throw new Error(`No time zone data for Europe/Warsaw (got "${zone}")`);
  return (sign === "-" ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

/** The midnight that starts a day (YYYY-MM-DD, or `offset` days after it) in Warsaw, summer or winter time. */
function midnightInWarsaw(day: string, offset = 0): Date {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  // Clocks change at 01:00 UTC, never near midnight: the offset at midnight UTC is the one at Warsaw's midnight.
  const midnightUtc = Date.UTC(year, month - 1, date + offset);
  return new Date(midnightUtc - warsawOffsetMinutes(new Date(midnightUtc)) * 60_000);
}

/** Midnight after a day (YYYY-MM-DD) in Warsaw, summer or winter time: when an offer that runs through it ends. */
export function endOfDayInWarsaw(day: string): Date {
  return midnightInWarsaw(day, 1);
}

export function isPromotionActive(now: Date): boolean {
  const time = now.getTime();
  return midnightInWarsaw(promotion.firstDay).getTime() <= time && time < endOfDayInWarsaw(promotion.lastDay).getTime();
}

/**
 * The lowest price of the 30 days before a reduction, which the reduction must show (the Polish price information act,
 * art. 4 ust. 2). Prices other than the regular one are charged only during a promotion, so it is the regular price
 * unless a previous promotion ended within those days: a schedule the editor and the build refuse
 * (content/pricing/limits.ts), since the previous promotion's price, which would then be the lowest, is not kept.
 */
export function lowestPriceBeforeReduction(regularPrice: number, schedule: PromotionSchedule): number {
  const { firstDay, previousLastDay } = schedule;
  const windowStart = midnightInWarsaw(firstDay, -REGULAR_DAYS_BEFORE_PROMOTION);
  if (previousLastDay && endOfDayInWarsaw(previousLastDay) > windowStart)
    throw new Error(
      `A promotion ended on ${previousLastDay}, within the ${REGULAR_DAYS_BEFORE_PROMOTION} days before the one starting on ${firstDay}: its price would be the lowest`,
    );
  return regularPrice;
}

function promotionPrice(pkg: PricingPackage): number | null {
  return pkg.originalPrice === null ? null : Math.round((pkg.originalPrice * (100 - promotion.discountPercent)) / 100);
}

export type PricedPackage = PricingPackage & {
  /** The price a visitor pays now (the AddToCart value); null for a custom quote. */
  currentPrice: number | null;
  struckPrice: number | null;
  /** Shown under the struck price: the lowest price of the 30 days before the reduction. */
  lowestPrice: number | null;
};

export function pricingAt(now: Date): { promotionActive: boolean; packages: PricedPackage[] } {
  const promotionActive = isPromotionActive(now);
  return {
    promotionActive,
    packages: pricingPackages.map((pkg) => {
      const struckPrice = promotionActive ? pkg.originalPrice : null;
      return {
        ...pkg,
        currentPrice: promotionActive ? promotionPrice(pkg) : pkg.originalPrice,
        struckPrice,
        lowestPrice: struckPrice === null ? null : lowestPriceBeforeReduction(struckPrice, promotion),
      };
    }),
  };
}
