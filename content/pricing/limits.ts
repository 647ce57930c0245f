// What the site accepts in content/pricing/pricing.json: the build checks it (schema.ts) and the editor refuses the rest
// before saving (keystatic.tsx). No imports: the editor's code shares no module with the pages' code, whose chunks
// stay as they were.

/** The packages of content/pricing/pricing.json: their words are in messages (Pricing.packages.<id>), so there are these four. */
export const PACKAGE_IDS = ["mini", "standard", "ecommerce", "individual"] as const;

export const pricingLimits = {
  fee: { min: 1, max: 100_000 },
  budgetSharePercent: { min: 1, max: 100 },
  discountPercent: { min: 1, max: 90 },
  months: { min: 1, max: 24 },
} as const;

/** The days of regular prices before a promotion starts: the reduction shows the lowest price of those days. */
export const REGULAR_DAYS_BEFORE_PROMOTION = 30;

export type PromotionSchedule = { firstDay: string; lastDay: string; previousLastDay?: string | null };

const DAY_MS = 24 * 60 * 60 * 1000;
const dayNumber = (isoDay: string) => Date.parse(`${isoDay}T00:00:00Z`) / DAY_MS;
const polishDay = (dayNumber: number) =>
  new Intl.DateTimeFormat("pl-PL", { dateStyle: "long", timeZone: "UTC" }).format(new Date(dayNumber * DAY_MS));

/**
 * Why the promotion's days cannot be published, in the owner's words (the editor and the build show the same), or
 * undefined. A promotion starting within 30 days of the previous one's end would make the "regular" price one nobody
 * paid and the lowest price of the 30 days before the reduction a promotional one.
 */
export function promotionScheduleProblem({ firstDay, lastDay, previousLastDay }: PromotionSchedule) {
  // A day that is not one has its own message, the field's.
  if ([firstDay, lastDay, previousLastDay ?? firstDay].some((day) => Number.isNaN(dayNumber(day)))) return undefined;
  if (dayNumber(lastDay) < dayNumber(firstDay))
    return "Ostatni dzień promocji nie może być wcześniejszy niż jej pierwszy dzień.";
  if (!previousLastDay) return undefined;
  const earliest = dayNumber(previousLastDay) + REGULAR_DAYS_BEFORE_PROMOTION + 1;
  if (dayNumber(firstDay) >= earliest) return undefined;
  const days = REGULAR_DAYS_BEFORE_PROMOTION;
  return (
    `Nowa promocja może się zacząć najwcześniej ${polishDay(earliest)}, ${days + 1}\u00a0dni po końcu poprzedniej ` +
    `(${polishDay(dayNumber(previousLastDay))}). Przez ${days}\u00a0dni przed obniżką muszą obowiązywać ceny ` +
    `regularne: przy promocji strona podaje najniższą cenę z\u00a0tych ${days}\u00a0dni, a\u00a0promocja wznowiona ` +
    `tuż po poprzedniej sprawia, że „cena regularna” nie jest ceną, którą naprawdę stosujesz, i\u00a0wprowadza ` +
    `klientów w\u00a0błąd.`
  );
}
