import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { BANNER_DELAY_MS } from "@/lib/consent/record";
import { BANNER_SHOWN_WITHIN_MS } from "./helpers/consent-banner";
import { campaigns } from "./helpers/campaigns";
import { SECONDS_PER_PAGE, sitemapPaths } from "./helpers/sitemap";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];
// The consent banner opens BANNER_DELAY_MS after its code loads (after the load event): wait past it so axe sees it open.
const BANNER_WAIT_MS = BANNER_DELAY_MS + 200;

async function axeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(TAGS).analyze();
  return results.violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`);
}

test.describe("axe finds no WCAG 2.2 AA violation", () => {
  test("on any page of the sitemap, any campaign page, nor on the 404", async ({ page, request }) => {
    const listed = await sitemapPaths(request);
    const unlisted = campaigns.map((campaign) => campaign.path).filter((path) => !listed.includes(path));
    const paths = [...listed, ...unlisted, "/no-such-page"];
    test.setTimeout(paths.length * SECONDS_PER_PAGE * 1000);
    const report: string[] = [];
    for (const path of paths) {
      await page.goto(path);
      await page.waitForTimeout(BANNER_WAIT_MS);
      report.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    expect(report).toEqual([]);
  });

  for (const path of ["/", "/en"]) {
    test(`with the consent banner answered on ${path}`, async ({ page }) => {
      await page.goto(path);
      const accept = page.getByRole("button", { name: /^(accept all|akceptuj wszystkie|accept|akceptuj)/i }).first();
      await expect(accept).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
      await accept.click();
      await expect(accept).toBeHidden();
      expect(await axeViolations(page)).toEqual([]);
    });

    test(`with the mobile menu open on ${path}`, async ({ page }) => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(path);
      const toggle = page.locator("header button[aria-expanded]");
      await toggle.click();
      await expect(toggle).toHaveAttribute("aria-expanded", "true");
      await expect(page.locator(`#${await toggle.getAttribute("aria-controls")}`)).toBeVisible();
      expect(await axeViolations(page)).toEqual([]);
    });
  }
});

test.describe("keyboard", () => {
  test("the first Tab reaches the skip link, which moves focus to the main content", async ({ page }) => {
    await page.goto("/");
    await page.keyboard.press("Tab");
    const skip = page.locator("a[href='#main']");
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press("Enter");
    await expect(page.locator("main#main")).toBeFocused();
  });

  for (const [name, viewport] of [
    ["desktop", { width: 1280, height: 800 }],
    ["mobile", { width: 390, height: 844 }],
  ] as const) {
    test(`every stop of the header is visible and shows a focus ring (${name})`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await page.goto("/en");
      const headerStops = await page.locator("header a:visible, header button:visible").count();
      expect(headerStops).toBeGreaterThan(1);
      for (let i = 0; i < headerStops + 1; i++) {
        await page.keyboard.press("Tab");
        const focus = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const style = getComputedStyle(el);
          const box = el.getBoundingClientRect();
          return {
            label: `${el.tagName} ${el.getAttribute("href") ?? el.getAttribute("aria-label") ?? el.textContent?.trim()}`,
            visible: box.width > 0 && box.height > 0,
            ring: (style.outlineStyle !== "none" && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== "none",
          };
        });
        expect(focus, `stop ${i + 1}`).not.toBeNull();
        expect(focus!.visible, focus!.label).toBe(true);
        expect(focus!.ring, focus!.label).toBe(true);
      }
    });
  }
});

test.describe("reduced motion", () => {
  test("scrolling is instant when the visitor asks for reduced motion, smooth otherwise", async ({ page }) => {
    await page.goto("/");
    const scrollBehavior = () => page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior);
    expect(await scrollBehavior()).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await scrollBehavior()).toBe("auto");
  });
});
