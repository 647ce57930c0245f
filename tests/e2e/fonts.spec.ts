import { expect, test, type Page } from "@playwright/test";

// Inter is swapped in when it arrives (next/font's display "swap"): the first paint never waits for it. Until then the
// text is set in "Inter Fallback" (app/globals.css), a local font scaled per weight to Inter's widths, so that the swap
// moves nothing on these pages. Here the font is held back 1.5 s and the shifts that follow are summed.
const PAGES = ["/", "/en", "/en/website-development", "/meta-ads"];
const WIDTHS = [390, 1280];

for (const path of PAGES) {
  test(`${path}: the brand font arriving late moves nothing, on a phone and a desktop`, async ({ browser }) => {
    for (const width of WIDTHS) {
      const context = await browser.newContext({ viewport: { width, height: 900 } });
      const page = await context.newPage();
      let held = 0;
      await page.route(/\.woff2$/, async (route) => {
        held++;
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.addInitScript(() => {
        const w = window as unknown as { __shift: number };
        w.__shift = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) w.__shift += entry.value;
        }).observe({ type: "layout-shift", buffered: true });
      });
      await page.goto(path);
      // The fallback was what the first paint used, and Inter then arrived: the test measured what it says.
      expect(held, "the page asked for its font").toBeGreaterThan(0);
      const brandFontLoaded = () =>
        page.evaluate(() => {
          const brand = (getComputedStyle(document.body).fontFamily.split(",")[0] ?? "").trim().replace(/["']/g, "");
          return [...document.fonts].some(
            (face) => face.family.replace(/["']/g, "") === brand && face.status === "loaded",
          );
        });
      await expect.poll(brandFontLoaded, { timeout: 10_000 }).toBe(true);
      await page.waitForTimeout(300);
      const shift = await page.evaluate(() => (window as unknown as { __shift: number }).__shift);
      expect(shift, `layout shift at ${width} px`).toBeLessThan(0.005);
      await context.close();
    }
  });
}

/** The fonts Chromium drew a node's text with (its own record, not the CSS that asked for them). */
async function fontsDrawn(page: Page, selector: string): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send("DOM.enable");
  await cdp.send("CSS.enable");
  const { root } = await cdp.send("DOM.getDocument");
  const { nodeId } = await cdp.send("DOM.querySelector", { nodeId: root.nodeId, selector });
  const { fonts } = await cdp.send("CSS.getPlatformFontsForNode", { nodeId });
  await cdp.detach();
  return fonts.map((font) => font.familyName);
}

// Arial or a font with its widths (app/globals.css); the test machine has Liberation Sans (scripts/install-test-deps.sh).
const STAND_INS = ["Arial", "Liberation Sans", "Arimo", "Roboto", "Helvetica"];

test("the first paint does not wait for Inter: text is drawn in the scaled stand-in, then in Inter", async ({
  page,
}) => {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\.woff2$/, async (route) => {
    await released;
    await route.continue();
  });
  await page.goto("/en", { waitUntil: "domcontentloaded" });
  await expect.poll(() => page.evaluate(() => performance.getEntriesByName("first-contentful-paint").length)).toBe(1);
  for (const selector of ["h1", "main p"]) {
    const drawn = await fontsDrawn(page, selector);
    expect(drawn.length, selector).toBeGreaterThan(0);
    for (const family of drawn)
      expect(STAND_INS, `${selector} drawn in ${family} while Inter is held`).toContain(family);
  }
  release();
  for (const selector of ["h1", "main p"]) {
    await expect.poll(() => fontsDrawn(page, selector), { timeout: 10_000 }).toEqual(["Inter"]);
  }
});
