import { z } from "zod";
import { pricingLimits, promotionScheduleProblem } from "./limits";

// What the build refuses in pricing.json, which the owner edits at /keystatic: prices in PLN, net per month, and the
// promotion's figures and days.

const whole = ({ min, max }: { min: number; max: number }) => z.number().int().min(min).max(max);

const packageSchema = z.strictObject({
  /** Regular monthly fee; none for a custom quote. */
  originalPrice: whole(pricingLimits.fee).optional(),
  /** A share of the ad budget charged on top of the fee, in percent. */
  budgetSharePercent: whole(pricingLimits.budgetSharePercent).optional(),
  popular: z.boolean(),
});

const pricingSchema = z.strictObject({
  packages: z.strictObject({
    mini: packageSchema,
    standard: packageSchema,
    ecommerce: packageSchema,
    individual: packageSchema,
  }),
  /** The offer for new clients: every priced package's fee is cut by this share for its first months. */
  promotion: z
    .strictObject({
      discountPercent: whole(pricingLimits.discountPercent),
      months: whole(pricingLimits.months),
      /** The first and last day of the offer, inclusive, in Polish time. */
      firstDay: z.iso.date(),
      lastDay: z.iso.date(),
      /** The last day of the promotion before this one, if there was one. */
      previousLastDay: z.iso.date().optional(),
    })
    .superRefine((promotion, context) => {
      const problem = promotionScheduleProblem(promotion);
      if (problem) context.addIssue({ code: "custom", message: problem, path: ["firstDay"] });
    }),
});

/** The build stops on a file it cannot show, naming the field. */
export function parsePricing(value: unknown) {
  const result = pricingSchema.safeParse(value);
  if (!result.success) throw new Error(`content/pricing/pricing.json: ${z.prettifyError(result.error)}`);
  return result.data;
}
