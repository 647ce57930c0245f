import { expect, test } from "@playwright/test";
import { site } from "@/lib/site/identity";
import { BANNER_SHOWN_WITHIN_MS, seedConsent } from "./helpers/consent-banner";
import { waitForHydration } from "./helpers/hydration";

test.describe("header look", () => {
  test("transparent at the top, glass with a shadow past 50 px", async ({ page }) => {
    // The look comes from CSS (a scroll-driven animation): nothing to wait for but the scroll.
    await page.goto("/");
    const header = page.locator("header").first();
    const look = () =>
      header.evaluate((el) => {
        const style = getComputedStyle(el);
        return { shadow: style.boxShadow, blur: style.backdropFilter, background: style.backgroundColor };
      });
    expect(await look()).toMatchObject({ shadow: "none", background: "rgba(0, 0, 0, 0)" });
    await page.mouse.wheel(0, 40);
    await page.waitForTimeout(200);
    expect((await look()).shadow).toBe("none");
    await page.evaluate(() => window.scrollTo(0, 400));
    await expect.poll(async () => (await look()).blur).toContain("blur");
    await expect.poll(async () => (await look()).shadow).not.toBe("none");
    expect((await look()).background).not.toBe("rgba(0, 0, 0, 0)");
  });

  test("is 112 px high from medium screens up and 80 px on small ones", async ({ page }) => {
    await page.goto("/");
    const header = page.locator("header").first();
    expect((await header.boundingBox())?.height).toBe(112);
    await page.setViewportSize({ width: 390, height: 800 });
    expect((await header.boundingBox())?.height).toBe(80);
  });

  test("shows the full navigation, contact details and language selector on large screens", async ({ page }) => {
    await page.goto("/en");
    const nav = page.getByRole("navigation", { name: "Main navigation" }).first();
    await expect(nav.getByRole("link")).toHaveText([
      "Home",
      "Services",
      "Benefits",
      "Process",
      "Pricing",
      "Blog",
      "FAQ",
      "Contact",
    ]);
    const hrefs = await nav.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual([
      "/en#home",
      "/en#services",
      "/en#benefits",
      "/en#process",
      "/en#pricing",
      "/en/blog",
      "/en#faq",
      "/en#contact",
    ]);
    await expect(page.locator("header").getByRole("link", { name: "Get Quote" })).toHaveAttribute(
      "href",
      "/en#contact",
    );
    await expect(page.locator("header").getByText(site.phone).first()).toBeVisible();
    await expect(page.locator("header").getByText("kontakt@example.com").first()).toBeVisible();
  });

  test("shows contact details as compact icons on medium screens", async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await page.goto("/");
    const header = page.locator("header");
    await expect(header.getByRole("link", { name: /Zadzwoń/ }).first()).toBeVisible();
    await expect(header.getByText(site.phone).first()).toBeHidden();
  });
});

test.describe("anchors", () => {
  test("on the home page an item scrolls to its section without leaving the page", async ({ page }) => {
    await page.goto("/");
    await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
    await page.locator("header nav").getByRole("link", { name: "Cennik" }).click();
    await expect(page).toHaveURL(/\/#pricing$/);
    await expect(page.locator("#pricing h2")).toBeInViewport();
    expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);
    // The fixed header does not cover the section heading.
    const top = await page.locator("#pricing").evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(100);
  });

  test("elsewhere an item goes to the home page of the current language with the anchor", async ({ page }) => {
    await page.goto("/en/this-page-does-not-exist");
    await page.locator("footer").getByRole("link", { name: "FAQ" }).click();
    // From the 404 page (its own root layout) this is a full page load of the home page: on a busy 2-core machine it
    // once took longer than the default 5 s.
    await expect(page).toHaveURL(/\/#faq$/, { timeout: 15_000 });
    await expect(page.locator("#faq h2")).toBeInViewport();
  });

  test("smooth scrolling gives way to reduced motion", async ({ page }) => {
    await page.goto("/");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("smooth");
    await page.emulateMedia({ reducedMotion: "reduce" });
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).scrollBehavior)).toBe("auto");
  });
});

test.describe("mobile menu", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("opens with an accessible button and closes when a link is chosen", async ({ page }) => {
    await page.goto("/en");
    const button = page.getByRole("button", { name: "Open menu" });
    await expect(button).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Main navigation" }).first()).toBeHidden();
    await button.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    const menu = page.locator(`#${await close.getAttribute("aria-controls")}`);
    await expect(menu.getByRole("link", { name: "Get Quote", exact: true })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Switch language to Polski" })).toBeVisible();
    await expect(menu.locator('a[href^="tel:"]')).toBeVisible();
    await menu.getByRole("link", { name: "Process" }).click();
    await expect(page).toHaveURL(/\/en#process$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(menu).toBeHidden();
    await expect(page.locator("#process h2")).toBeInViewport();
  });

  test("closes with Escape", async ({ page }) => {
    await page.goto("/");
    await page.getByRole("button", { name: "Otwórz menu" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Otwórz menu" })).toHaveAttribute("aria-expanded", "false");
  });
});

test.describe("language selector", () => {
  test("switches the home page; without functional consent nothing records the language", async ({ page }) => {
    await page.goto("/");
    await waitForHydration(page);
    await page.locator("header").getByRole("link", { name: "Zmień język na: English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("h1")).toContainText("Win more customers");
    await waitForHydration(page);
    expect(
      await page.evaluate(() => [localStorage.getItem("i18nextLng"), sessionStorage.getItem("i18nextLng-manual")]),
    ).toEqual([null, null]);
  });

  test("with functional consent records the language shown and a switch by hand (the spec's i18nextLng)", async ({
    page,
  }) => {
    await seedConsent(page, { analytics: false, marketing: false, functional: true }, 0);
    await page.goto("/");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("pl");
    await page.locator("header").getByRole("link", { name: "Zmień język na: English" }).click();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.locator("h1")).toContainText("Win more customers");
    expect(await page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    expect(await page.evaluate(() => sessionStorage.getItem("i18nextLng-manual"))).toBe("true");

    await page.locator("header").getByRole("link", { name: "Switch language to Polski" }).click();
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("pl");
  });

  test("granting functional consent in the banner records the language at once; withdrawing it deletes the record", async ({
    page,
  }) => {
    await page.goto("/en");
    const banner = page.getByRole("region", { name: "Cookie consent" });
    await banner.getByRole("button", { name: "Accept All" }).click({ timeout: BANNER_SHOWN_WITHIN_MS });
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBe("en");
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await banner.getByRole("button", { name: "Reject All" }).click();
    await expect.poll(() => page.evaluate(() => localStorage.getItem("i18nextLng"))).toBeNull();
  });

  test("on the 404 page offers the home page of each language", async ({ page }) => {
    await page.goto("/nie-ma-takiej-strony");
    await expect(page.locator("header").getByRole("link", { name: "Zmień język na: English" })).toHaveAttribute(
      "href",
      "/en",
    );
  });

  test("keeps the visitor on the same page", async ({ page }) => {
    await page.goto("/google-ads");
    await expect(page.locator("header").getByRole("link", { name: "Zmień język na: English" })).toHaveAttribute(
      "href",
      "/en/google-ads",
    );
    await page.goto("/en/google-ads");
    await expect(page.locator("header").getByRole("link", { name: "Switch language to Polski" })).toHaveAttribute(
      "href",
      "/google-ads",
    );
  });
});

test.describe("footer", () => {
  test("lists services, company and legal links and contact details", async ({ page }) => {
    await page.goto("/en");
    const footer = page.locator("footer");
    const hrefs = await footer.getByRole("link").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        "/en/website-development",
        "/en/google-ads",
        "/en/meta-ads",
        "/en#process",
        "/en#faq",
        "/en/blog",
        "/en/privacy-policy",
        "/en/terms-of-service",
        "/en/cookie-policy",
      ]),
    );
    await expect(footer.getByText("Poland")).toBeVisible();
    await expect(footer.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(footer.locator('a[href^="tel:"]')).toBeVisible();
  });

  // The spec's copyright year is 2024; the range ends in the year the pages were built.
  for (const [path, rights] of [
    ["/", "Wszelkie prawa zastrzeżone."],
    ["/en", "All rights reserved."],
  ] as const) {
    test(`the copyright line of ${path} starts in 2024`, async ({ page }) => {
      await page.goto(path);
      await expect(
        page.locator("footer").getByText(`© 2024–${new Date().getFullYear()} Northwave Digital. ${rights}`),
      ).toBeVisible();
    });
  }
});
