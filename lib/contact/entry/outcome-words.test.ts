import { describe, expect, it } from "vitest";
import { site } from "@/lib/site/identity";
import { outcomeMessage } from "./outcome-words";

describe("the visitor's words for a submission's outcome (one place for the API and the form without code)", () => {
  it("a 429 says the real wait from Retry-After, and names the agency's e-mail address and phone", () => {
    const limited = { kind: "limited", retryAfterSeconds: 3000 } as const;
    const pl = outcomeMessage(limited, "pl").description.replace(/\u00a0/g, " ");
    const en = outcomeMessage(limited, "en").description.replace(/\u00a0/g, " ");
    expect(pl).toContain("Spróbuj ponownie za 50 minut");
    expect(en).toContain("Please try again in 50 minutes");
    for (const text of [pl, en]) {
      expect(text).toContain(site.email);
      expect(text.replace(/\s/g, "")).toContain(site.phone.replace(/\s/g, ""));
    }
    expect(outcomeMessage({ ...limited, retryAfterSeconds: 61 }, "pl").description).toMatch(/za 2\sminuty/);
    expect(outcomeMessage({ ...limited, retryAfterSeconds: 10 }, "en").description).toMatch(/in 1\sminute,/);
  });

  it("a lead the store could not keep is never 'sent': it names the other ways to reach the agency, in both languages", () => {
    const unkept = { kind: "failed", status: 503, unkept: true } as const;
    for (const locale of ["pl", "en"] as const) {
      const { title, description } = outcomeMessage(unkept, locale);
      expect(description).toContain(site.email);
      expect(description.replace(/\s/g, "")).toContain(site.phone.replace(/\s/g, ""));
      expect(title).toBe(outcomeMessage({ kind: "failed", status: 503 }, locale).title);
      expect(description).not.toBe(outcomeMessage({ kind: "accepted" }, locale).description);
    }
  });

  it("a held lead, a lead seen before and a delivered one read alike: the visitor cannot tell them apart", () => {
    const words = (outcome: Parameters<typeof outcomeMessage>[0]) => outcomeMessage(outcome, "en");
    expect(words({ kind: "accepted" })).toEqual(words({ kind: "accepted", leadId: "x" }));
    expect(words({ kind: "ignored" })).toEqual(words({ kind: "accepted", leadId: "x" }));
    expect(words({ kind: "accepted" }).title).toBe("Message Sent!");
  });
});
