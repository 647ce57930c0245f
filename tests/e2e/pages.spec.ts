import AxeBuilder from "@axe-core/playwright";
import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";

const siteUrl = (process.env.NEXT_PUBLIC_SITE_URL || "http://localhost:3000").replace(/\/+$/, "");

type Route = { path: string; h1: Record<"pl" | "en", string>; kind: "service" | "legal" };

/** The whole heading, any whitespace (Polish copy binds one-letter words with a no-break space) between words. */
const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, "\\s+")}$`);

const routes: Route[] = [
  {
    path: "/website-development",
    kind: "service",
    h1: {
      pl: "Strona internetowa, która pracuje na Twoją sprzedaż",
      en: "A website that works as hard as your sales team",
    },
  },
  {
    path: "/google-ads",
    kind: "service",
    h1: { pl: "Docieraj do klientów w chwili, gdy Cię szukają", en: "Reach customers the moment they search for you" },
  },
  {
    path: "/meta-ads",
    kind: "service",
    h1: {
      pl: "Reklamy na Facebooku i Instagramie, które przykuwają wzrok i sprzedają",
      en: "Facebook and Instagram ads that stop the scroll and sell",
    },
  },
  { path: "/privacy-policy", kind: "legal", h1: { pl: "Polityka prywatności", en: "Privacy Policy" } },
  { path: "/terms-of-service", kind: "legal", h1: { pl: "Regulamin", en: "Terms of Service" } },
  { path: "/cookie-policy", kind: "legal", h1: { pl: "Polityka cookies", en: "Cookie Policy" } },
];

const locales = [
  {
    locale: "pl",
    prefix: "",
    home: "/",
    contact: "/#contact",
    back: "Wróć na stronę główną",
    updated: "Ostatnia aktualizacja:",
  },
  { locale: "en", prefix: "/en", home: "/en", contact: "/en#contact", back: "Back to home", updated: "Last updated:" },
] as const;

async function jsonLd(page: Page): Promise<Record<string, unknown>[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text) as Record<string, unknown> | Record<string, unknown>[]].flat());
}

for (const route of routes) {
  for (const { locale, prefix, home, contact, back, updated } of locales) {
    const url = `${prefix}${route.path}`;

    test.describe(url, () => {
      test("answers 200 in its language with one h1, canonical, hreflang and a way back home", async ({ page }) => {
        const response = await page.goto(url);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await expect(page.locator("h1")).toHaveCount(1);
        await expect(page.locator("h1")).toHaveText(exactly(route.h1[locale]));
        await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${siteUrl}${url}`);
        await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
          "href",
          `${siteUrl}${route.path}`,
        );
        await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
          "href",
          `${siteUrl}/en${route.path}`,
        );
        await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
          "href",
          `${siteUrl}${route.path}`,
        );
        await expect(page.getByRole("main").getByRole("link", { name: back })).toHaveAttribute("href", home);

        const breadcrumb = (await jsonLd(page)).find((item) => item["@type"] === "BreadcrumbList");
        expect(breadcrumb?.itemListElement).toMatchObject([
          { position: 1, item: `${siteUrl}${home}` },
          { position: 2, item: `${siteUrl}${url}` },
        ]);
      });

      if (route.kind === "service") {
        test("every call to action leads to the contact form of the same language", async ({ page }) => {
          await page.goto(url);
          const links = page.getByRole("main").getByRole("link");
          const hrefs = await links.evaluateAll((elements) => elements.map((el) => el.getAttribute("href")));
          const ctas = hrefs.filter((href) => href !== home);
          expect(hrefs.filter((href) => href === home)).toHaveLength(1);
          expect(ctas.length).toBeGreaterThanOrEqual(2);
          expect(new Set(ctas)).toEqual(new Set([contact]));
        });

        test("describes the service as JSON-LD with its provider and Poland as the area served", async ({ page }) => {
          await page.goto(url);
          const service = (await jsonLd(page)).find((item) => item["@type"] === "Service");
          expect(service).toMatchObject({
            url: `${siteUrl}${url}`,
            inLanguage: locale,
            provider: { "@type": "Organization", "@id": `${siteUrl}/#organization` },
            areaServed: { "@type": "Country", name: "Poland" },
          });
          expect(service?.name).toEqual(expect.any(String));
        });
      } else {
        test("shows its last update and a table of contents leading to each section", async ({ page }) => {
          await page.goto(url);
          // The date of the document's front matter, day first in both languages (British English).
          const day = /^updated: (\d{4})-(\d\d)-(\d\d)$/m.exec(
            readFileSync(`content/legal/${locale}/${route.path.slice(1)}.mdx`, "utf8"),
          )!;
          const month = new Date(Date.UTC(2000, Number(day[2]) - 1, 1))
            .toLocaleString(locale === "pl" ? "pl-PL" : "en-GB", { month: "long", day: "numeric" })
            .replace(/\d+\s*/, "");
          const shown = `${updated} ${Number(day[3])} ${month} ${day[1]}`;
          await expect(page.getByText(shown, { exact: true })).toBeVisible();
          const toc = page.getByRole("navigation", { name: locale === "pl" ? "Spis treści" : "Contents" });
          const targets = await toc.getByRole("link").evaluateAll((els) => els.map((el) => el.getAttribute("href")!));
          expect(targets.length).toBeGreaterThanOrEqual(5);
          for (const target of targets) {
            await expect(page.locator(`h2[id="${decodeURIComponent(target.slice(1))}"]`)).toHaveCount(1);
          }
        });
      }

      test("has no accessibility violation (WCAG 2.2 AA)", async ({ page }) => {
        await page.goto(url);
        const { violations } = await new AxeBuilder({ page })
          .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
          .analyze();
        expect(
          violations.map(({ id, nodes }) => ({ id, targets: nodes.map((node) => node.target.join(" ")) })),
        ).toEqual([]);
      });
    });
  }
}
