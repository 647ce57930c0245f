import { expect, test } from "@playwright/test";
import { site } from "@/lib/site/identity";
import { SECONDS_PER_PAGE, sitemapPaths } from "./helpers/sitemap";

// A one-letter word followed by an ordinary (breakable) space: it could end a line.
const HANGING_LETTER = /(?:^|[\s(„"«])([aiouwzAIOUWZ]) (?=\S)/gm;

test.describe("copy on every page", () => {
  test("the footer shows the company's registry data in both languages; a phone number never breaks; Polish text has no breakable space after a one-letter word", async ({
    page,
    request,
  }) => {
    const paths = [...(await sitemapPaths(request)), "/no-such-page"];
    test.setTimeout(paths.length * SECONDS_PER_PAGE * 1000);
    const { registry } = site;
    const report: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      const footer = (await page.getByRole("contentinfo").innerText()).replace(/\u00a0/g, " ");
      for (const fact of [site.legalName, `KRS ${registry.krs}`, `NIP ${registry.nip}`, `REGON ${registry.regon}`]) {
        if (!footer.includes(fact)) report.push(`${path}: footer without "${fact}"`);
      }
      for (const number of await page.locator('a[href^="tel:"]').allTextContents()) {
        if (/[\s-]/.test(number.trim().replace(/\u00a0/g, "")))
          report.push(`${path}: a breakable phone number "${number}"`);
      }
      if (!/\/en(\/|$)/.test(path)) {
        const text = await page.locator("body").innerText();
        for (const match of text.matchAll(HANGING_LETTER)) {
          const at = match.index ?? 0;
          report.push(`${path}: "${text.slice(Math.max(0, at - 20), at + 20).replace(/\n/g, " ")}"`);
        }
      }
    }
    expect(report).toEqual([]);
  });

  test("Polish figures and labels as a Polish editor writes them", async ({ page }) => {
    await page.goto("/");
    const hero = page.locator("#home");
    await expect(hero.getByText("5 mln+", { exact: true })).toBeVisible();
    // A figure or a price does not break between its number and its unit.
    expect(await hero.getByText("5 mln+", { exact: true }).textContent()).toBe("5\u00a0mln+");
    for (const price of await page.locator("#pricing").getByTestId("current-price").allTextContents())
      expect(price).toMatch(/^\d+\u00a0zł$/);
    const benefits = page.locator("#benefits");
    for (const figure of ["4,2×", "10×", "o 60%"])
      await expect(benefits.getByText(figure, { exact: true })).toBeVisible();
    await expect(page.getByRole("button", { name: "Chcę bezpłatną sesję strategiczną" })).toHaveCount(0);
    await expect(page.getByText("Chcę bezpłatną sesję strategiczną", { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(`${site.name} – Strony internetowe, Google Ads i Meta Ads`);

    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    const close = page.getByRole("button", { name: "Zamknij menu" });
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Bezpłatna wycena", exact: true })).toBeVisible();
  });
});
