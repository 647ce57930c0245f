import { describe, expect, it } from "vitest";
import { site } from "@/lib/site/identity";
import { outcomeMessage } from "./outcome-words";

describe("the visitor's words for a submission's outcome (one place for the API and the form without code)", () => {
  it("a 429 says the real wait from Retry-After, and names the agency's e-mail address and phone", () => {
    const limited = { kind: "limited", retryAfterSeconds: 3000, scope: "address" } as const;
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

  it("a full store of held leads names the other ways to reach the agency, in both languages", () => {
    const full = { kind: "limited", retryAfterSeconds: 3600, scope: "store" } as const;
    for (const locale of ["pl", "en"] as const) {
      expect(outcomeMessage(full, locale).description).toContain(site.email);
    }
  });

  it("a held lead, a lead seen before and a delivered one read alike: the visitor cannot tell them apart", () => {
    const words = (outcome: Parameters<typeof outcomeMessage>[0]) => outcomeMessage(outcome, "en");
    expect(words({ kind: "accepted" })).toEqual(words({ kind: "accepted", leadId: "x" }));
    expect(words({ kind: "ignored" })).toEqual(words({ kind: "accepted", leadId: "x" }));
    expect(words({ kind: "accepted" }).title).toBe("Message Sent!");
  });
});
