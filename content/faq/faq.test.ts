import { describe, expect, it } from "vitest";
import { faqItems } from "./faq";
import { parseFaq } from "./schema";
import data from "./faq.json";

describe("the FAQ (content/faq/faq.json)", () => {
  it("has every question in both languages, in the same order", () => {
    const pl = faqItems("pl");
    const en = faqItems("en");
    expect(pl.length).toBeGreaterThan(0);
    expect(en).toHaveLength(pl.length);
    expect(en.map((item) => item.question)).toEqual(data.items.map((item) => item.en.question));
    expect(pl[1]?.question).toBe("Ile trwa realizacja projektu?");
    expect(en[1]?.question).toBe("How long does a project take?");
  });

  it("is typeset in Polish (a one-letter word never ends a line) and left as written in English", () => {
    const answer = faqItems("pl").find((item) => item.question === "Jakie usługi oferujecie?")!.answer;
    expect(answer).toContain("w\u00a0SEO");
    expect(answer).not.toMatch(/(^|\s)[aiouwzAIOUWZ] /);
    expect(faqItems("en")).toEqual(data.items.map((item) => item.en));
  });

  it("stops the build on a question missing in one language, naming it", () => {
    const item = data.items[0]!;
    expect(() => parseFaq({ items: [{ pl: item.pl }] })).toThrow("content/faq/faq.json");
    expect(() => parseFaq({ items: [{ ...item, en: { ...item.en, question: " " } }] })).toThrow("items[0].en.question");
  });

  it("names each question by a key of its own, which picks it out in either language", () => {
    const [first, second] = data.items;
    expect(() => parseFaq({ items: [first, { ...second, id: first!.id }] })).toThrow(
      `the key "${first!.id}" is taken\n  → at items[1].id`,
    );
    expect(() => parseFaq({ items: [{ ...first, id: "Czas realizacji" }] })).toThrow("items[0].id");
    expect(faqItems("en", [second!.id])).toEqual([second!.en]);
    expect(faqItems("pl", [second!.id]).map((item) => item.question)).toEqual(["Ile trwa realizacja projektu?"]);
  });
});
