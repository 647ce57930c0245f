import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import matter from "gray-matter";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { campaignPages } from "@/content/campaigns/pages";
import { parseCampaigns } from "@/content/campaigns/schema";
import { parseFaq } from "@/content/faq/schema";
import { promotionScheduleProblem } from "@/content/pricing/limits";
import { parsePricing } from "@/content/pricing/schema";
import { getAllPosts, parsePost } from "@/lib/blog/posts";
import { keystaticConfig } from "./keystatic.config";

// Keystatic's reader checks a file with the same field rules as its editor before a save: what it refuses here, the
// owner cannot save. The site's own loaders are the build's rules.
const config = keystaticConfig({ kind: "local" });

describe("the editor (keystatic.config.tsx) over the repository's content", () => {
  const reader = createReader(process.cwd(), config);

  it("opens every article as the site reads it", async () => {
    const entries = await reader.collections.articles.all();
    const posts = getAllPosts();
    expect(entries.map((entry) => entry.slug).sort()).toEqual(posts.map((post) => post.slug).sort());
    for (const { slug, entry } of entries) {
      const { data, content } = matter(readFileSync(path.join("content/blog", `${slug}.mdx`), "utf8"));
      const post = posts.find((candidate) => candidate.slug === slug)!;
      expect(entry.title, slug).toBe(data.title);
      expect([entry.language, entry.translationKey, entry.date, entry.tags], slug).toEqual([
        post.language,
        post.translationKey,
        post.date,
        data.tags,
      ]);
      expect((await entry.body()).trim(), slug).toBe(content.trim());
    }
  });

  it("opens every campaign page as the site reads it", async () => {
    const entries = await reader.collections.campaigns.all();
    const pages = campaignPages();
    expect(entries.map((entry) => entry.slug).sort()).toEqual(pages.map((page) => page.slug).sort());
    for (const { slug, entry } of entries) {
      const page = pages.find((candidate) => candidate.slug === slug)!;
      expect([entry.language, entry.translationKey, entry.indexable, entry.updated], slug).toEqual([
        page.language,
        page.translationKey,
        page.indexable,
        page.updated,
      ]);
      expect(entry.sections.map((section) => section.discriminant)).toEqual(
        page.sections.map((section) => section.discriminant),
      );
    }
  });

  it("opens the FAQ and the prices as the site reads them", async () => {
    const faq = JSON.parse(readFileSync("content/faq/faq.json", "utf8"));
    expect(await reader.singletons.faq.readOrThrow()).toEqual(parseFaq(faq));
    const pricing = parsePricing(JSON.parse(readFileSync("content/pricing/pricing.json", "utf8")));
    const edited = await reader.singletons.pricing.readOrThrow();
    expect(edited.promotion).toEqual({ previousLastDay: null, ...pricing.promotion });
    for (const [id, pkg] of Object.entries(pricing.packages)) {
      expect(edited.packages[id as keyof typeof edited.packages], id).toEqual({
        originalPrice: pkg.originalPrice ?? null,
        budgetSharePercent: pkg.budgetSharePercent ?? null,
        popular: pkg.popular,
      });
    }
  });
});

describe("what the build refuses, the editor refuses before saving", () => {
  let root = "";
  const valid = {
    title: "Lokalne SEO dla małych firm",
    description: "Jak mała firma pojawia się w mapach i lokalnych wynikach Google: profil firmy, opinie i spójne dane.",
    date: "2026-01-15",
    category: "SEO",
    tags: ["SEO lokalne"],
    author: "Zespół SEO",
    language: "pl",
    translationKey: "local-seo",
  };
  const broken: [string, string, Record<string, unknown>][] = [
    ["a short title", "krotki", { title: "Za krótki" }],
    ["a long title", "dlugi", { title: "T".repeat(71) }],
    ["a short description", "opis", { description: "Za krótki opis." }],
    ["no tag", "bez-tagow", { tags: [] }],
    ["eleven tags", "tagi", { tags: Array.from({ length: 11 }, (_, i) => `tag ${i}`) }],
    ["a one-letter tag", "tag", { tags: ["a"] }],
    ["a missing author", "autor", { author: "" }],
    ["a third language", "jezyk", { language: "de" }],
    ["a translation key with spaces", "klucz", { translationKey: "Local SEO" }],
    ["a date that is not a day", "data", { date: "15.01.2026" }],
    ["a reading time of no minutes", "czas", { readTime: 0 }],
  ];

  const write = (slug: string, data: Record<string, unknown>) => {
    const source = matter.stringify("## Od czego zacząć\n\nTreść.\n", data);
    writeFileSync(path.join(root, "content/blog", `${slug}.mdx`), source);
    return source;
  };

  beforeAll(() => {
    root = mkdtempSync(path.join(tmpdir(), "editor-rules-"));
    mkdirSync(path.join(root, "content/blog"), { recursive: true });
    cpSync("content/faq/faq.json", path.join(root, "content/faq/faq.json"));
    cpSync("content/pricing/pricing.json", path.join(root, "content/pricing/pricing.json"));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("accepts an article both accept", async () => {
    const source = write("poprawny", valid);
    expect(parsePost("poprawny.mdx", source).slug).toBe("poprawny");
    await expect(createReader(root, config).collections.articles.readOrThrow("poprawny")).resolves.toBeTruthy();
  });

  it.each(broken)("refuses %s", async (_, slug, change) => {
    const data = Object.fromEntries(Object.entries({ ...valid, ...change }).filter(([, value]) => value !== ""));
    const source = write(slug, data);
    expect(() => parsePost(`${slug}.mdx`, source)).toThrow(`content/blog/${slug}.mdx`);
    await expect(createReader(root, config).collections.articles.readOrThrow(slug)).rejects.toThrow();
  });

  it("refuses a file name that is not lower-case words joined by hyphens", async () => {
    const source = write("Lokalne_SEO", valid);
    expect(() => parsePost("Lokalne_SEO.mdx", source)).toThrow("the file name (the slug)");
    await expect(createReader(root, config).collections.articles.readOrThrow("Lokalne_SEO")).rejects.toThrow();
  });

  it("refuses a promotion starting within 30 days of the previous one's last day, with the same explanation", async () => {
    const pricing = JSON.parse(readFileSync("content/pricing/pricing.json", "utf8"));
    const next = { ...pricing.promotion, firstDay: "2025-08-30", lastDay: "2025-09-30", previousLastDay: "2025-07-31" };
    const why = promotionScheduleProblem(next)!;
    expect(why).toContain("Nowa promocja może się zacząć najwcześniej 31 sierpnia 2025");
    writeFileSync(path.join(root, "content/pricing/pricing.json"), JSON.stringify({ ...pricing, promotion: next }));
    expect(() => parsePricing({ ...pricing, promotion: next })).toThrow(why);
    expect(() => parsePricing({ ...pricing, promotion: next })).toThrow("promotion.firstDay");
    await expect(createReader(root, config).singletons.pricing.readOrThrow()).rejects.toThrow(why);

    // A day later both accept it, and the editor reads what the build reads.
    const accepted = { ...next, firstDay: "2025-08-31" };
    writeFileSync(path.join(root, "content/pricing/pricing.json"), JSON.stringify({ ...pricing, promotion: accepted }));
    expect(parsePricing({ ...pricing, promotion: accepted }).promotion).toEqual(accepted);
    expect((await createReader(root, config).singletons.pricing.readOrThrow()).promotion).toEqual(accepted);
  });

  it("refuses a promotion that ends before it starts", async () => {
    const pricing = JSON.parse(readFileSync("content/pricing/pricing.json", "utf8"));
    const promotion = { ...pricing.promotion, firstDay: "2025-08-31", lastDay: "2025-08-30" };
    writeFileSync(path.join(root, "content/pricing/pricing.json"), JSON.stringify({ ...pricing, promotion }));
    expect(() => parsePricing({ ...pricing, promotion })).toThrow("nie może być wcześniejszy");
    await expect(createReader(root, config).singletons.pricing.readOrThrow()).rejects.toThrow(
      "nie może być wcześniejszy",
    );
  });

  describe("a campaign page", () => {
    const page = {
      title: "Strony internetowe dla gabinetów",
      description:
        "Szybkie strony internetowe dla gabinetów: czytelna oferta, zapisy przez formularz i pomiar zapytań.",
      language: "pl",
      translationKey: "clinic-websites",
      indexable: false,
      updated: "2026-12-05",
      sections: [
        {
          discriminant: "hero",
          value: {
            headline: "Strony dla gabinetów",
            subline: "Strona, która zamienia odwiedzających w pacjentów.",
            button: "Umów konsultację",
          },
        },
        { discriminant: "faq", value: { questions: ["ad-budget"] } },
      ],
    };
    const writePage = (slug: string, data: Record<string, unknown>) => {
      mkdirSync(path.join(root, "content/campaigns/pages"), { recursive: true });
      writeFileSync(path.join(root, "content/campaigns/pages", `${slug}.json`), JSON.stringify(data));
      return { name: `${slug}.json`, data };
    };
    const read = (slug: string) => createReader(root, config).collections.campaigns.readOrThrow(slug);

    it("accepts one both accept", async () => {
      expect(parseCampaigns([writePage("strony-dla-gabinetow", page)])).toHaveLength(1);
      await expect(read("strony-dla-gabinetow")).resolves.toBeTruthy();
    });

    // The editor's own words for the three refusals the owner meets, in Polish; the build names file and field.
    it.each([
      ["a missing translation key", "bez-klucza", { translationKey: undefined }, "Podaj klucz tłumaczenia"],
      [
        "an unknown FAQ question",
        "nieznane-pytanie",
        { sections: [page.sections[0], { discriminant: "faq", value: { questions: ["no-such-question"] } }] },
        "Tych pytań nie ma już w\u00a0FAQ: no-such-question",
      ],
      ["an address that would not reach its page", "oferta-opengraph-image", {}, "bez „opengraph-image”"],
      [
        "a section of an unknown kind",
        "nieznana-sekcja",
        { sections: [page.sections[0], { discriminant: "video", value: {} }] },
        "Must be a valid option",
      ],
    ])("refuses %s", async (_, slug, change, editorSays) => {
      const file = writePage(slug, { ...page, ...change });
      expect(() => parseCampaigns([file])).toThrow(`content/campaigns/pages/${slug}.json`);
      await expect(read(slug)).rejects.toThrow(editorSays);
    });
  });

  it("refuses a discount above 90% and a FAQ item without its English answer", async () => {
    const pricing = JSON.parse(readFileSync("content/pricing/pricing.json", "utf8"));
    pricing.promotion.discountPercent = 95;
    writeFileSync(path.join(root, "content/pricing/pricing.json"), JSON.stringify(pricing));
    expect(() => parsePricing(pricing)).toThrow("promotion.discountPercent");
    await expect(createReader(root, config).singletons.pricing.readOrThrow()).rejects.toThrow();

    const faq = JSON.parse(readFileSync("content/faq/faq.json", "utf8"));
    faq.items[0].en.answer = "";
    writeFileSync(path.join(root, "content/faq/faq.json"), JSON.stringify(faq));
    expect(() => parseFaq(faq)).toThrow("items[0].en.answer");
    await expect(createReader(root, config).singletons.faq.readOrThrow()).rejects.toThrow();
  });
});
