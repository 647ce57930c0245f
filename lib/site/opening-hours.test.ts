import { describe, expect, it } from "vitest";
import { openingHoursWords } from "./opening-hours";

describe("the office hours as the contact section shows them", () => {
  it("come from lib/site/identity.ts, in each language's short day names and hours", () => {
    expect(openingHoursWords("pl")).toEqual({ from: "pon.", to: "pt.", opens: "9:00", closes: "18:00" });
    expect(openingHoursWords("en")).toEqual({ from: "Mon", to: "Fri", opens: "9am", closes: "6pm" });
  });

  it("follow a change of the identity's hours", () => {
    const hours = { days: ["Monday", "Tuesday", "Wednesday", "Thursday"], opens: "08:30", closes: "16:00" } as const;
    expect(openingHoursWords("pl", hours)).toEqual({ from: "pon.", to: "czw.", opens: "8:30", closes: "16:00" });
    expect(openingHoursWords("en", hours)).toEqual({ from: "Mon", to: "Thu", opens: "8:30am", closes: "4pm" });
  });
});
