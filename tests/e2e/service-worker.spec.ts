import { expect, test, type Page } from "@playwright/test";
import { BANNER_SHOWN_WITHIN_MS } from "./helpers/consent-banner";

/** Waits until /sw.js is active and controls the page. */
async function controlled(page: Page) {
  const scriptURL = await page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL);
  expect(new URL(scriptURL!).pathname).toBe("/sw.js");
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
}

async function cachedPaths(page: Page) {
  return page.evaluate(async () => {
    const result: Record<string, string[]> = {};
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      result[name] = (await cache.keys()).map((request) => new URL(request.url).pathname);
    }
    return result;
  });
}

test.describe("service worker", () => {
  test("registers /sw.js after load and removes caches of other versions on activation", async ({ page }) => {
    await page.addInitScript(() => {
      // A cache left behind by an older worker version (and one that is not ours, which must survive).
      void caches.open("pages-v0");
      void caches.open("someone-else");
    });
    await page.goto("/");
    await controlled(page);
    const names = Object.keys(await cachedPaths(page));
    expect(names).not.toContain("pages-v0");
    expect(names).toContain("someone-else");
    expect(names).toEqual(expect.arrayContaining(["pages-v1"]));
  });

  test("caches pages and hashed assets, never the API", async ({ page }) => {
    await page.goto("/en");
    await controlled(page);
    await page.reload();
    await page.evaluate(() => fetch("/api/contact", { method: "POST", body: "{}" }).catch(() => null));
    await page.evaluate(() => fetch("/api/contact").catch(() => null));
    const caches = await cachedPaths(page);
    expect(caches["pages-v1"]).toEqual(expect.arrayContaining(["/en", "/offline/pl.html", "/offline/en.html"]));
    expect(caches["static-v1"]?.some((path) => path.startsWith("/_next/static/"))).toBe(true);
    expect(
      Object.values(caches)
        .flat()
        .filter((path) => path.startsWith("/api/")),
    ).toEqual([]);
  });

  test("offline: a visited page comes from the cache, an unvisited one shows the offline page in its language", async ({
    page,
    context,
  }) => {
    await page.goto("/");
    await controlled(page);
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "pl");

    await page.goto("/en/never-visited");
    await expect(page.getByRole("heading", { level: 1, name: "You are offline" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");

    await page.goto("/nieodwiedzona-strona");
    await expect(page.getByRole("heading", { level: 1, name: "Jesteś offline" })).toBeVisible();
    await expect(page.getByRole("link", { name: "Przejdź na stronę główną" })).toHaveAttribute("href", "/");

    await context.setOffline(false);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Strona nie znaleziona" })).toBeVisible();
  });

  test("the site works the same with service workers blocked", async ({ browser, baseURL }) => {
    const context = await browser.newContext({ serviceWorkers: "block", baseURL });
    const page = await context.newPage();
    await page.goto("/en");
    await expect(page.getByRole("region", { name: "Cookie consent" })).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
    expect(await page.evaluate(() => navigator.serviceWorker?.controller ?? null)).toBeNull();
    await context.close();
  });
});
