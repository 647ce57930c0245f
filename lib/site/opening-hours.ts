import type { Locale } from "@/lib/i18n/routing";
import { site } from "./identity";

const WEEK = ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday", "Sunday"] as const;
type Day = (typeof WEEK)[number];
type OpeningHours = { days: readonly Day[]; opens: string; closes: string };
// 1 January 2024 was a Monday: the short names come from Intl, day by day from there.
const A_MONDAY = Date.UTC(2024, 0, 1);

function dayName(locale: Locale, day: Day): string {
  const date = new Date(A_MONDAY + WEEK.indexOf(day) * 24 * 60 * 60 * 1000);
  return new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" }).format(date);
}

/** "18:00" as each language writes an office hour: "18:00" in Polish (no leading zero), "6pm" in British English. */
function hour(locale: Locale, time: string): string {
  const [h = 0, m = 0] = time.split(":").map(Number);
  const minutes = String(m).padStart(2, "0");
  if (locale === "pl") return `${h}:${minutes}`;
  return `${h % 12 || 12}${m ? `:${minutes}` : ""}${h < 12 ? "am" : "pm"}`;
}

/** The office hours of lib/site/identity.ts (a run of days) as the words of `ContactSection.info.hoursValue`. */
export function openingHoursWords(locale: Locale, hours: OpeningHours = site.openingHours) {
  const { days, opens, closes } = hours;
  return {
    from: dayName(locale, days[0]!),
    to: dayName(locale, days[days.length - 1]!),
    opens: hour(locale, opens),
    closes: hour(locale, closes),
  };
}
