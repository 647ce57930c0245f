import { describe, expect, it } from "vitest";
import { readCampaignFiles } from "./files";
import { campaignPages, campaignPaths, campaignSlugs, campaignTranslation } from "./pages";
import { campaignLanguageRedirect, campaignSwitchPath } from "./routes";
import { parseCampaigns } from "./schema";

const hero = {
  discriminant: "hero",
  value: {
    headline: "Strony dla gabinetów",
    subline: "Strona, która zamienia odwiedzających w pacjentów, w dwa tygodnie.",
    button: "Umów konsultację",
  },
};

/** A page both the build and the editor accept (override any field). */
function page(overrides: Record<string, unknown> = {}) {
  return {
    title: "Strony internetowe dla gabinetów",
    description: "Szybkie strony internetowe dla gabinetów: czytelna oferta, zapisy przez formularz i pomiar zapytań.",
    language: "pl",
    translationKey: "clinic-websites",
    indexable: false,
    updated: "2026-12-05",
    sections: [hero, { discriminant: "contact", value: { service: "website" } }],
    ...overrides,
  };
}

const refused =
  (name: string, data: unknown, ...others: { name: string; data: unknown }[]) =>
  () =>
    parseCampaigns([...others, { name, data }]);

describe("the campaign pages of content/campaigns/pages", () => {
  it("are read whole and typeset for their language, each linked to its translation", () => {
    const pages = campaignPages();
    expect(pages.map((p) => p.path).sort()).toEqual(
      readCampaignFiles()
        .map(({ name, data }) => `${(data as { language: string }).language === "en" ? "/en" : ""}/lp/${name}`)
        .map((path) => path.replace(/\.json$/, ""))
        .sort(),
    );
    const pl = pages.find((p) => p.slug === "google-ads-dla-lokalnych-firm")!;
    const en = campaignTranslation(pl)!;
    expect(en.path).toBe("/en/lp/google-ads-for-local-businesses");
    expect(campaignPaths(pl)).toEqual({ pl: "/lp/google-ads-dla-lokalnych-firm", en: en.path });
    expect(pl.sections[0]).toMatchObject({
      discriminant: "hero",
      value: { headline: "Klienci z\u00a0Twojej okolicy" },
    });
    expect(en.sections[0]).toMatchObject({ value: { headline: "Customers near you" } });
    expect(pl.indexable).toBe(false);
  });

  it("gives the language switch every page's address in each language", () => {
    expect(campaignSlugs()).toContainEqual({
      pl: "google-ads-dla-lokalnych-firm",
      en: "google-ads-for-local-businesses",
    });
  });
});

describe("what the build refuses, naming the file and the field", () => {
  it("accepts a page without its translation, with empty optional words left out", () => {
    const [only] = parseCampaigns([{ name: "strony-dla-gabinetow.json", data: page() }]);
    expect(only).toMatchObject({ path: "/lp/strony-dla-gabinetow", translationKey: "clinic-websites" });
    expect(only?.sections[1]).toEqual({ discriminant: "contact", value: { service: "website" } });
  });

  it("refuses a missing translation key", () => {
    const withoutKey = { ...page(), translationKey: undefined };
    expect(refused("bez-klucza.json", withoutKey)).toThrow(
      /content\/campaigns\/pages\/bez-klucza\.json: [\s\S]*missing/,
    );
    expect(refused("bez-klucza.json", withoutKey)).toThrow("→ at translationKey");
    expect(refused("pusty-klucz.json", page({ translationKey: "" }))).toThrow("→ at translationKey");
    expect(refused("zly-klucz.json", page({ translationKey: "Strony dla gabinetów" }))).toThrow("→ at translationKey");
  });

  it("refuses a key given to two pages of one language, naming both files", () => {
    expect(refused("druga.json", page(), { name: "pierwsza.json", data: page() })).toThrow(
      'content/campaigns/pages/druga.json: translationKey "clinic-websites" is taken by content/campaigns/pages/pierwsza.json',
    );
  });

  it("refuses an unknown FAQ question", () => {
    const faq = { discriminant: "faq", value: { questions: ["ad-budget", "no-such-question"] } };
    const broken = page({ sections: [hero, faq] });
    expect(refused("faq.json", broken)).toThrow("content/campaigns/pages/faq.json");
    expect(refused("faq.json", broken)).toThrow('unknown FAQ question "no-such-question"');
    expect(refused("faq.json", broken)).toThrow("→ at sections[1].value.questions[1]");
  });

  it("refuses an address that would not reach its page", () => {
    // The proxy leaves any path naming the share images' routes to Next, which has no such page.
    expect(refused("oferta-opengraph-image.json", page())).toThrow(
      'content/campaigns/pages/oferta-opengraph-image.json: the address (the file name) must be lower-case words joined by hyphens, without "opengraph-image"',
    );
    expect(refused("Strony_dla_gabinetow.json", page())).toThrow("the address (the file name)");
  });

  it("refuses a page that does not start with its hero, or has a kind of section twice", () => {
    const process = { discriminant: "process", value: {} };
    expect(refused("bez-naglowka.json", page({ sections: [process, hero] }))).toThrow(
      "a page starts with its hero\n  → at sections[0].discriminant",
    );
    expect(refused("dwa.json", page({ sections: [hero, process, process] }))).toThrow(
      "a second process section (each kind of section once)\n  → at sections[2].discriminant",
    );
  });

  it("refuses a service the form does not offer, own benefits outside three to six, and a malformed conversion label", () => {
    const contact = (service: string) => ({ discriminant: "contact", value: { service } });
    expect(refused("usluga.json", page({ sections: [hero, contact("seo")] }))).toThrow(
      "→ at sections[1].value.service",
    );
    const own = (count: number) => ({
      discriminant: "benefits",
      value: {
        items: {
          discriminant: "own",
          value: Array.from({ length: count }, (_, i) => ({
            title: `Korzyść ${i}`,
            description: "Opis korzyści, na tyle długi, by przejść.",
            icon: "Target",
          })),
        },
      },
    });
    expect(refused("korzysci.json", page({ sections: [hero, own(2)] }))).toThrow("→ at sections[1].value.items.value");
    expect(() => parseCampaigns([{ name: "korzysci.json", data: page({ sections: [hero, own(3)] }) }])).not.toThrow();
    expect(refused("etykieta.json", page({ adsConversionLabel: "AW-123/abc" }))).toThrow("→ at adsConversionLabel");
  });
});

describe("the language switch on a campaign page", () => {
  const pairs = [{ pl: "strony-dla-gabinetow", en: "clinic-websites" }, { pl: "tylko-po-polsku" }];

  it("leads to the translation, or to the other language's home page without one", () => {
    expect(campaignSwitchPath("/lp/strony-dla-gabinetow", "pl", "en", pairs)).toBe("/en/lp/clinic-websites");
    expect(campaignSwitchPath("/lp/clinic-websites", "en", "pl", pairs)).toBe("/lp/strony-dla-gabinetow");
    expect(campaignSwitchPath("/lp/tylko-po-polsku", "pl", "en", pairs)).toBe("/en");
    expect(campaignSwitchPath("/lp/tylko-po-polsku", "pl", "pl", pairs)).toBe("/lp/tylko-po-polsku");
  });

  it("leaves every other page to the article switch", () => {
    expect(campaignSwitchPath("/blog/podstawy-seo", "pl", "en", pairs)).toBeNull();
    expect(campaignSwitchPath("/lp/nieznana", "pl", "en", pairs)).toBeNull();
    // ?lang= on a campaign page (the proxy): the same way, from the path as asked for.
    expect(campaignLanguageRedirect("/lp/strony-dla-gabinetow", pairs)).toBe("/en/lp/clinic-websites");
    expect(campaignLanguageRedirect("/en/lp/clinic-websites", pairs)).toBe("/lp/strony-dla-gabinetow");
    expect(campaignLanguageRedirect("/lp/tylko-po-polsku", pairs)).toBe("/en");
    expect(campaignLanguageRedirect("/google-ads", pairs)).toBeNull();
  });
});
