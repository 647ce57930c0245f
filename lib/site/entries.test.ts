import { describe, expect, it } from "vitest";
import { campaignPages } from "@/content/campaigns/pages";
import { parseCampaigns } from "@/content/campaigns/schema";
import { getAllPosts } from "@/lib/blog/posts";
import { campaignEntries, pageDetails, sitemapEntries } from "./entries";
import { pages, sitePages } from "./map";

describe("site map entries", () => {
  it("has a title and a date for every page, in both languages", () => {
    for (const page of sitePages) {
      for (const locale of ["pl", "en"] as const) {
        const { title, lastModified } = pageDetails(page, locale);
        expect(title, `${page.path} ${locale}`).toBeTruthy();
        expect(lastModified, `${page.path} ${locale}`).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      }
    }
    expect(pageDetails(pages.privacyPolicy, "pl").title).toBe("Polityka prywatności");
    expect(
      pageDetails(
        sitePages.find((page) => page.path === "/google-ads")!,
        "en",
      ).title,
    ).toMatch(/Google Ads/);
  });

  it("lists every page in both languages, the two home pages first, then every article with its translation", () => {
    const rows = sitemapEntries();
    const posts = getAllPosts();
    expect(rows.slice(0, 2).map((row) => row.path)).toEqual(["/", "/en"]);
    const fixed = sitePages.length * 2 + posts.length;
    expect(rows).toHaveLength(fixed + campaignEntries(campaignPages()).length);
    expect(new Set(rows.map((row) => row.path)).size).toBe(rows.length);
    for (const row of rows.slice(0, fixed)) expect(Object.keys(row.languages).sort()).toEqual(["en", "pl"]);
    const articles = rows.slice(sitePages.length * 2, fixed);
    expect(articles.map((row) => row.path)).toEqual(posts.map((post) => post.path));
    const seo = articles.find((row) => row.path === "/blog/podstawy-seo-2025-kompletny-przewodnik");
    expect(seo?.languages).toEqual({
      pl: "/blog/podstawy-seo-2025-kompletny-przewodnik",
      en: "/en/blog/seo-fundamentals-2025-complete-guide",
    });
  });

  it("lists a campaign page only when the owner ticked indexable, its translation only when that one is too", () => {
    const page = (name: string, language: string, indexable: boolean) => ({
      name: `${name}.json`,
      data: {
        title: "Google Ads dla firm lokalnych",
        description:
          "Kampanie Google Ads dla firm, które szukają klientów w swojej okolicy, ze stałą opłatą miesięczną.",
        language,
        translationKey: name.startsWith("b") ? "second" : "first",
        indexable,
        updated: "2026-12-05",
        sections: [
          {
            discriminant: "hero",
            value: {
              headline: "Klienci z okolicy",
              subline: "Reklama, która pokazuje się sąsiadom.",
              button: "Zapytaj",
            },
          },
        ],
      },
    });
    const rows = campaignEntries(
      parseCampaigns([
        page("a-pl", "pl", true),
        page("a-en", "en", false),
        page("b-pl", "pl", true),
        page("b-en", "en", true),
      ]),
    );
    expect(rows).toEqual([
      { path: "/lp/a-pl", lastModified: "2026-12-05", languages: { pl: "/lp/a-pl" } },
      { path: "/lp/b-pl", lastModified: "2026-12-05", languages: { pl: "/lp/b-pl", en: "/en/lp/b-en" } },
      { path: "/en/lp/b-en", lastModified: "2026-12-05", languages: { pl: "/lp/b-pl", en: "/en/lp/b-en" } },
    ]);
  });
});
