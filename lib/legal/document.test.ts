import { describe, expect, it } from "vitest";
import { routing } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { getLegalDocument, legalSlugs, parseLegalDocument } from "./document";

const sections = (body: string) => body.split("\n").filter((line) => line.startsWith("## ")).length;

describe("legal documents", () => {
  for (const slug of legalSlugs) {
    it(`${slug} exists in every language, with the same date and number of sections`, () => {
      const docs = routing.locales.map((locale) => getLegalDocument(locale, slug));
      // A change of substance is made in both languages (digest.test.ts ties each date to its text).
      expect(new Set(docs.map(({ updated }) => updated)).size).toBe(1);
      expect(new Set(docs.map(({ body }) => sections(body))).size).toBe(1);
      expect(sections(docs[0]!.body)).toBeGreaterThanOrEqual(5);
    });

    it(`${slug} takes the company's facts from lib/site.ts instead of repeating them`, () => {
      for (const locale of routing.locales) {
        const { body } = getLegalDocument(locale, slug);
        const { registry } = site;
        for (const fact of [
          site.legalName,
          site.email,
          site.address.street,
          site.taxId,
          registry.krs,
          registry.regon,
          registry.court.pl,
        ]) {
          expect(body, `${locale}/${slug}`).not.toContain(fact);
        }
        expect(body).toContain("<LegalName />");
      }
    });
  }

  // The cookie policy's list is the storage registry itself, rendered by <StorageTable> (storage.spec.ts compares the
  // rendered tables with the registry and the registry with what a browser holds).
  it("the privacy policy names everything the site keeps in the browser; the cookie policy shows every registry category", () => {
    const keys = [
      "cookie-consent",
      "cookie-consent-date",
      "i18nextLng",
      "i18nextLng-manual",
      "visit-attribution",
      "_ga",
      "_ga_<ID>",
      "_gcl_au",
      "_fbp",
      "_fbc",
    ];
    for (const locale of routing.locales) {
      const { body: privacy } = getLegalDocument(locale, "privacy-policy");
      for (const key of keys) expect(privacy, `${locale}/privacy-policy`).toContain(`\`${key}\``);
      const { body: cookies } = getLegalDocument(locale, "cookie-policy");
      for (const category of ["necessary", "analytics", "marketing", "functional"]) {
        expect(cookies, `${locale}/cookie-policy`).toContain(`<StorageTable category="${category}" />`);
      }
      for (const slug of ["cookie-policy", "privacy-policy"] as const) {
        expect(getLegalDocument(locale, slug).body, `${locale}/${slug}`).toContain("<ConsentMode />");
      }
    }
  });

  it("the privacy policy and the terms show the company's registry data", () => {
    for (const locale of routing.locales) {
      for (const slug of ["privacy-policy", "terms-of-service"] as const) {
        expect(getLegalDocument(locale, slug).body, `${locale}/${slug}`).toContain("<CompanyIdentity />");
      }
    }
  });

  it("the privacy policy names the supervisory authority and the transfer safeguards", () => {
    for (const locale of routing.locales) {
      const { body } = getLegalDocument(locale, "privacy-policy");
      expect(body).toContain("ul. Stawki 2, 00-193 Warszawa");
      expect(body).toContain("PUODO");
      expect(body).toContain("Data Privacy Framework");
      for (const letter of ["a", "b", "c", "f"])
        expect(body).toMatch(new RegExp(`6 ust\\. 1 lit\\. ${letter}|6\\(1\\)\\(${letter}\\)`));
    }
  });

  it("the terms state the payment split, the liability cap and the notice period", () => {
    const expected = {
      pl: [
        "50% wynagrodzenia z góry",
        "50% po ich zakończeniu",
        "12 miesięcy poprzedzających",
        "30-dniowego okresu wypowiedzenia",
      ],
      en: ["50% of the fee upfront", "50% on completion", "12 months preceding", "30 days’ notice"],
    };
    for (const locale of routing.locales) {
      const { body } = getLegalDocument(locale, "terms-of-service");
      for (const phrase of expected[locale]) expect(body.replace(/\u00a0/g, " ")).toContain(phrase);
    }
  });

  it("a bad front-matter field fails with the file and the field named", () => {
    const source = "---\ntitle: Regulamin\ndescription: Zasady\nupdated: 3.07.2025\n---\n\n## Sekcja\n";
    expect(() => parseLegalDocument("content/legal/pl/terms-of-service.mdx", "terms-of-service", source)).toThrow(
      /content\/legal\/pl\/terms-of-service\.mdx.*"updated"/,
    );
    const extra = source.replace("updated: 3.07.2025", "updated: 2025-07-03\nautor: x");
    expect(() => parseLegalDocument("x.mdx", "terms-of-service", extra)).toThrow(/x\.mdx.*autor/);
  });
});
