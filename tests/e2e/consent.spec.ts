import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { BANNER_DELAY_MS, CONSENT_VERSION } from "@/lib/consent/record";
import { BANNER_SHOWN_WITHIN_MS, seedConsent } from "./helpers/consent-banner";
import { waitForHydration } from "./helpers/hydration";
import { sitemapPaths } from "./helpers/sitemap";
import {
  ADS_ACCOUNT,
  GA_ID,
  GTAG_URL,
  PIXEL_ID,
  expectBuildWithTagIds,
  interceptThirdParty,
  trackerRequests,
} from "./helpers/third-party";

const EN = { path: "/en", region: "Cookie consent", settings: "Cookie settings" };
const PL = { path: "/", region: "Zgoda na pliki cookie", settings: "Ustawienia cookies" };
const DAY = 24 * 60 * 60 * 1000;

type Stored = { record: Record<string, unknown> | null; date: string | null };

async function stored(page: Page): Promise<Stored> {
  return page.evaluate(() => {
    const raw = localStorage.getItem("cookie-consent");
    return { record: raw ? JSON.parse(raw) : null, date: localStorage.getItem("cookie-consent-date") };
  });
}

/** window.dataLayer as plain arrays (gtag pushes Arguments objects). */
async function dataLayer(page: Page): Promise<unknown[][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? []).map((args) => Array.from(args)),
  );
}

const DENIED = {
  ad_storage: "denied",
  analytics_storage: "denied",
  ad_user_data: "denied",
  ad_personalization: "denied",
};
const GRANTED = {
  ad_storage: "granted",
  analytics_storage: "granted",
  ad_user_data: "granted",
  ad_personalization: "granted",
};

test.describe("cookie banner", () => {
  test("is hidden at first, appears about 2 s after load and takes focus", async ({ page }) => {
    // Timed on the page's own clock, from the end of the load event to the moment the region first shows: on a busy
    // machine the runner sees both late, by different amounts, and a wall-clock window failed with the page right.
    await page.addInitScript((region) => {
      const record = () => {
        const shown = [...document.querySelectorAll('[role="region"]')].some(
          (el) => el.getAttribute("aria-label") === region && el.checkVisibility(),
        );
        if (shown && !("bannerShownAt" in window)) Object.assign(window, { bannerShownAt: performance.now() });
      };
      new MutationObserver(record).observe(document, { subtree: true, childList: true, attributes: true });
    }, EN.region);
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    await expect(banner).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
    const { shownAt, loadEnd } = await page.evaluate(() => ({
      shownAt: (window as unknown as { bannerShownAt?: number }).bannerShownAt ?? NaN,
      loadEnd: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventEnd,
    }));
    // Never before the delay; later only by the time its code took to arrive after hydration (seconds on a busy
    // 2-core machine running two browsers, a few tens of ms on a phone).
    expect(shownAt - loadEnd).toBeGreaterThanOrEqual(BANNER_DELAY_MS);
    expect(shownAt - loadEnd).toBeLessThan(BANNER_SHOWN_WITHIN_MS);
    await expect(banner.getByRole("heading", { name: "We value your privacy" })).toBeVisible();
    expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (const name of ["Customize", "Reject All", "Accept All"]) {
      await expect(banner.getByRole("button", { name, exact: true })).toBeVisible();
    }
  });

  test("rises from below the screen, so it never replaces the page's largest contentful paint", async ({ page }) => {
    // On a phone its paragraph is larger than the first screen of a legal page or the 404 page: painted in place
    // 2 s after load, it became their LCP element (what Lighthouse and Chrome's field data measure).
    await page.setViewportSize({ width: 412, height: 823 });
    await page.addInitScript((region) => {
      const inBanner: boolean[] = [];
      Object.assign(window, { lcpInBanner: inBanner });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as (PerformanceEntry & { element: Element | null })[]) {
          inBanner.push(entry.element?.closest(`[aria-label="${region}"]`) != null);
        }
      }).observe({ type: "largest-contentful-paint", buffered: true });
    }, PL.region);
    for (const path of ["/privacy-policy", "/this-does-not-exist"]) {
      await page.goto(path);
      const banner = page.getByRole("region", { name: PL.region });
      await expect(banner).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
      await expect.poll(() => banner.evaluate((el) => el.getAnimations().length)).toBe(0);
      const entries = await page.evaluate(() => (window as unknown as { lcpInBanner: boolean[] }).lcpInBanner);
      expect(entries.length, path).toBeGreaterThan(0);
      expect(entries, path).not.toContain(true);
    }
  });

  test("leaves the focus where a keyboard visitor already put it", async ({ page }) => {
    await page.goto(EN.path);
    await page.keyboard.press("Tab");
    const skip = page.locator("a[href='#main']");
    await expect(skip).toBeFocused();
    const banner = page.getByRole("region", { name: EN.region });
    await expect(banner).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
    await expect(skip).toBeFocused();
  });

  test("speaks Polish on Polish pages, including the 404 page", async ({ page }) => {
    for (const path of [PL.path, "/this-does-not-exist"]) {
      await page.goto(path);
      const banner = page.getByRole("region", { name: PL.region });
      await expect(banner).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
      for (const name of ["Dostosuj", "Odrzuć wszystkie", "Akceptuj wszystkie"]) {
        await expect(banner.getByRole("button", { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole("contentinfo").getByRole("button", { name: PL.settings })).toBeVisible();
    }
  });

  test("Accept All stores every category granted with its date and the texts' version, and the banner stays away on the next visit", async ({
    page,
  }) => {
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();
    const { record, date } = await stored(page);
    expect(record).toEqual({
      necessary: true,
      analytics: true,
      marketing: true,
      functional: true,
      timestamp: expect.any(String),
      version: CONSENT_VERSION,
    });
    expect(Date.now() - Date.parse(record!.timestamp as string)).toBeLessThan(60_000);
    expect(date).toBe(record!.timestamp);

    await page.reload();
    await page.waitForTimeout(2800);
    await expect(banner).toBeHidden();
  });

  test("Reject All stores every optional category refused", async ({ page }) => {
    await page.goto(EN.path);
    await page.getByRole("region", { name: EN.region }).getByRole("button", { name: "Reject All" }).click();
    expect((await stored(page)).record).toMatchObject({
      necessary: true,
      analytics: false,
      marketing: false,
      functional: false,
    });
  });

  test("the preferences view: necessary locked and Required, toggles, Save Preferences", async ({ page }) => {
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    await banner.getByRole("button", { name: "Customize" }).click();
    await expect(banner.getByRole("heading", { name: "Cookie settings" })).toBeVisible();
    expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    const necessary = banner.getByRole("switch", { name: /Necessary/ });
    await expect(necessary).toBeChecked();
    await expect(necessary).toBeDisabled();
    await expect(banner.getByText("Required", { exact: true })).toBeVisible();
    for (const name of ["Analytics", "Marketing", "Functional"]) {
      await expect(banner.getByRole("switch", { name })).not.toBeChecked();
    }
    await banner.getByRole("switch", { name: "Analytics" }).click();
    await banner.getByRole("switch", { name: "Functional" }).click();
    await expect(banner.getByRole("switch", { name: "Analytics" })).toBeChecked();
    await banner.getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner).toBeHidden();
    expect((await stored(page)).record).toMatchObject({
      necessary: true,
      analytics: true,
      marketing: false,
      functional: true,
    });
  });

  test("Reject All in the preferences view refuses everything, even what was toggled on", async ({ page }) => {
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    await banner.getByRole("button", { name: "Customize" }).click();
    await banner.getByRole("switch", { name: "Marketing" }).click();
    await banner.getByRole("button", { name: "Reject All" }).click();
    await expect(banner).toBeHidden();
    expect((await stored(page)).record).toMatchObject({ analytics: false, marketing: false, functional: false });
  });

  test("the close button and Escape return from the preferences to the simple view, storing nothing", async ({
    page,
  }) => {
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    const customize = banner.getByRole("button", { name: "Customize" });
    await customize.click();
    await banner.getByRole("button", { name: "Close preferences" }).click();
    await expect(customize).toBeFocused();
    await expect(banner.getByRole("heading", { name: "We value your privacy" })).toBeVisible();

    await page.keyboard.press("Enter");
    await expect(banner.getByRole("heading", { name: "Cookie settings" })).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(customize).toBeFocused();
    await expect(banner.getByRole("button", { name: "Accept All" })).toBeVisible();
    expect((await stored(page)).record).toBeNull();
  });

  test("has no axe violations in either view, at 390 px", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(PL.path);
    const banner = page.getByRole("region", { name: PL.region });
    await expect(banner).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
    const scan = () => new AxeBuilder({ page }).include("section[data-view]").analyze();
    expect((await scan()).violations).toEqual([]);
    await banner.getByRole("button", { name: "Dostosuj" }).click();
    await expect(banner.getByRole("switch", { name: "Analityczne" })).toBeVisible();
    expect((await scan()).violations).toEqual([]);
    const box = await banner.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
  });

  test("is not a focus trap: Tab leaves it for the page", async ({ page }) => {
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    await expect(banner).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
    await banner.getByRole("button", { name: "Accept All" }).focus();
    await page.keyboard.press("Tab");
    expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(false);
  });

  test("Cookie settings in the footer reopens the preferences with the stored choice, to change it", async ({
    page,
  }) => {
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    await banner.getByRole("button", { name: "Accept All" }).click();
    await expect(banner).toBeHidden();

    const settings = page.getByRole("contentinfo").getByRole("button", { name: EN.settings });
    await settings.click();
    await expect(banner.getByRole("heading", { name: "Cookie settings" })).toBeVisible();
    await expect(banner.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await banner.getByRole("switch", { name: "Marketing" }).click();
    await banner.getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
    expect((await stored(page)).record).toMatchObject({ analytics: true, marketing: false, functional: true });
  });

  test("a returning visitor's Cookie settings opens the preferences at once, though the banner's code was not loaded", async ({
    page,
  }) => {
    await seedConsent(page, { analytics: false, marketing: true, functional: false }, DAY);
    await page.goto(EN.path);
    const banner = page.getByRole("region", { name: EN.region });
    const settings = page.getByRole("contentinfo").getByRole("button", { name: EN.settings });
    await settings.focus();
    await settings.press("Enter");
    await expect(banner.getByRole("heading", { name: "Cookie settings" })).toBeVisible();
    expect(await banner.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await expect(banner.getByRole("switch", { name: "Marketing" })).toBeChecked();
    await expect(banner.getByRole("switch", { name: "Analytics" })).not.toBeChecked();
    await banner.getByRole("button", { name: "Save Preferences" }).click();
    await expect(banner).toBeHidden();
    await expect(settings).toBeFocused();
  });

  // Marketing consent must be informed (GDPR art. 4(11), 7): the first layer, where "Accept All" is, names the tools,
  // remarketing and the form data they receive; the marketing category says exactly what goes to whom.
  for (const [lang, where, customize, firstLayer, disclosure] of [
    [
      "pl",
      PL,
      "Dostosuj",
      /\(Google Analytics\) oraz do mierzenia skuteczności naszych reklam w Google i Meta i pokazywania ich osobom, które odwiedziły stronę \(remarketing\)\. Jeśli się na to zgodzisz i wyślesz formularz, przekażemy tym firmom również skrót \(hash\) Twojego adresu e-mail, imienia i nazwiska/,
      /Pozwalają mierzyć skuteczność naszych reklam w Google i Meta \(Facebook, Instagram\) i pokazywać je osobom, które odwiedziły naszą stronę \(remarketing\)\. Jeśli wyślesz formularz kontaktowy, przekażemy firmom Google i Meta skrót \(SHA-256\) Twojego adresu e-mail, imienia i nazwiska, a firmie Meta także Twój adres IP/,
    ],
    [
      "en",
      EN,
      "Customize",
      /\(Google Analytics\), to measure how our ads on Google and Meta perform and to show those ads to people who have visited the site \(remarketing\)\. If you agree to that and send the contact form, we also pass those companies a hash of your email address, first name and last name/,
      /Measure how our ads on Google and Meta \(Facebook, Instagram\) perform and show them to people who have visited our site \(remarketing\)\. If you send our contact form, we pass Google and Meta a SHA-256 hash of your email address, first name and last name, and also give Meta your IP address/,
    ],
  ] as const) {
    test(`the first layer names Google Analytics, Google and Meta, remarketing and the form data; the marketing category says what goes to whom (${lang})`, async ({
      page,
    }) => {
      await page.goto(where.path);
      const banner = page.getByRole("region", { name: where.region });
      await expect(banner).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
      expect((await banner.innerText()).replace(/\u00a0/g, " ")).toMatch(firstLayer);
      await banner.getByRole("button", { name: customize }).click();
      // The preferences view is fetched when asked for: its switches appear once it has arrived.
      await expect(banner.getByRole("switch").first()).toBeVisible();
      const text = (await banner.innerText()).replace(/\u00a0/g, " ");
      expect(text).toMatch(disclosure);
    });
  }

  test("a record older than 365 days counts as none: the banner comes back", async ({ page }) => {
    await seedConsent(page, { analytics: true, marketing: true, functional: true }, 366 * DAY);
    await page.goto(EN.path);
    await expect(page.getByRole("region", { name: EN.region })).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
    const layer = await dataLayer(page);
    expect(layer[0]).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
    expect(layer.filter((e) => e[0] === "consent")).toHaveLength(1);
  });

  test("a choice given to older category texts counts as none: the banner asks again, nothing granted meanwhile", async ({
    page,
  }) => {
    await seedConsent(page, { analytics: true, marketing: true, functional: true }, DAY, "2026-11-25");
    await page.goto(EN.path);
    await expect(page.getByRole("region", { name: EN.region })).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
    expect((await dataLayer(page)).filter((e) => e[0] === "consent")).toHaveLength(1);
    await page.getByRole("region", { name: EN.region }).getByRole("button", { name: "Reject All" }).click();
    expect((await stored(page)).record).toMatchObject({ marketing: false, version: CONSENT_VERSION });
  });

  test("a record of 364 days still holds: no banner", async ({ page }) => {
    await seedConsent(page, { analytics: true, marketing: false, functional: false }, 364 * DAY);
    await page.goto(EN.path);
    await page.waitForTimeout(2800);
    await expect(page.getByRole("region", { name: EN.region })).toBeHidden();
  });
});

test.describe("consent mode", () => {
  test.beforeEach(async ({ page, baseURL }) => {
    await interceptThirdParty(page, new URL(baseURL!).origin);
  });

  test("the default (all denied) is the first entry of dataLayer; a choice adds an update", async ({ page }) => {
    await page.goto(PL.path);
    expect((await dataLayer(page))[0]).toEqual(["consent", "default", { ...DENIED, wait_for_update: 500 }]);
    await page.getByRole("region", { name: PL.region }).getByRole("button", { name: "Akceptuj wszystkie" }).click();
    const layer = await dataLayer(page);
    expect(layer.findIndex((e) => e[0] === "consent" && e[1] === "update")).toBeGreaterThan(0);
    expect(layer).toContainEqual(["consent", "update", GRANTED]);
  });

  test("on a later visit the stored choice is sent as an update right after the default, before any tag", async ({
    page,
  }) => {
    await seedConsent(page, { analytics: true, marketing: false, functional: true }, 3 * DAY);
    await page.goto(PL.path);
    const layer = await dataLayer(page);
    expect(layer.slice(0, 2)).toEqual([
      ["consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["consent", "update", { ...DENIED, analytics_storage: "granted" }],
    ]);
  });
});

// The e2e build carries the three test tag ids (scripts/test.sh); Google's and Meta's hosts are stubbed or aborted.
test.describe("with tag ids", () => {
  // Requests a service worker passes on would not be seen by the page's routes.
  test.use({ serviceWorkers: "block" });
  let requested: string[];
  test.beforeEach(async ({ page, baseURL }) => {
    await expectBuildWithTagIds(page);
    requested = await interceptThirdParty(page, new URL(baseURL!).origin);
  });

  const fbqQueue = (page: Page) =>
    page.evaluate(() =>
      ((window as unknown as { fbq?: { queue: ArrayLike<unknown>[] } }).fbq?.queue ?? []).map((args) =>
        Array.from(args),
      ),
    );
  const hosts = () => [...new Set(trackerRequests(requested).map((url) => new URL(url).host))].sort();

  test("before a choice: consent default only, no Google tag, the pixel revoked before init, its events dropped", async ({
    page,
  }) => {
    await page.goto(EN.path);
    await expect(page.getByRole("region", { name: EN.region })).toBeVisible({ timeout: 15_000 });
    expect(await dataLayer(page)).toEqual([
      ["consent", "default", { ...DENIED, wait_for_update: 500 }],
      ["set", "allow_google_signals", false],
    ]);
    // App Initialized (1 s after load) and the home PageView need marketing consent: dropped, not queued.
    expect(await fbqQueue(page)).toEqual([
      ["consent", "revoke"],
      ["set", "autoConfig", false, PIXEL_ID],
      ["init", PIXEL_ID],
    ]);
    expect(
      await page.evaluate(() => (window as unknown as { fbq: { disablePushState?: boolean } }).fbq.disablePushState),
    ).toBe(true);
    expect(requested).toEqual([]);
  });

  test("Accept All loads gtag.js, configures GA and Ads, then grants; the pixel is granted and fetched", async ({
    page,
  }) => {
    await page.goto(EN.path);
    await page.getByRole("region", { name: EN.region }).getByRole("button", { name: "Accept All" }).click();
    await expect.poll(hosts).toEqual(["connect.facebook.net", "www.googletagmanager.com"]);
    expect(requested.filter((url) => GTAG_URL.test(url))).toEqual([
      `https://www.googletagmanager.com/gtag/js?id=${GA_ID}`,
    ]);
    const layer = (await dataLayer(page)).map((e) => e.slice(0, 2));
    expect(layer).toEqual([
      ["consent", "default"],
      ["set", "allow_google_signals"],
      ["js", expect.anything()],
      ["config", GA_ID],
      ["config", ADS_ACCOUNT],
      ["consent", "update"],
    ]);
    expect(await dataLayer(page)).toContainEqual(["consent", "update", GRANTED]);
    expect((await fbqQueue(page)).filter((e) => e[0] === "consent")).toEqual([
      ["consent", "revoke"],
      ["consent", "grant"],
    ]);
  });

  test("with analytics consent the page's Core Web Vitals reach GA4 as events, with its path and no more", async ({
    page,
  }) => {
    await page.goto(EN.path);
    await page
      .getByRole("region", { name: EN.region })
      .getByRole("button", { name: "Accept All" })
      .click({ timeout: 15_000 });
    await expect.poll(hosts).toContain("www.googletagmanager.com");
    // The consent fetches web-vitals; once its code has run, the visitor's next key press ends the LCP (web-vitals
    // trusts only real input) and hiding the page (a tab switch, the phone locked) reports CLS. Each is repeated until
    // its report comes, as nothing on the page says when web-vitals started; the key press first, because a hiding
    // that reaches web-vitals just as it starts ends the LCP before its buffered entry has arrived.
    await page.waitForLoadState("networkidle");
    const vitals = async () =>
      (await dataLayer(page)).filter((e) => e[0] === "event" && ["LCP", "CLS", "INP"].includes(e[1] as string));
    const reported = async () => (await vitals()).map((e) => e[1]);
    await expect
      .poll(
        async () => {
          await page.keyboard.press("Shift");
          return reported();
        },
        { timeout: 15_000 },
      )
      .toContain("LCP");
    await expect
      .poll(
        async () => {
          await page.evaluate(() => {
            Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
            document.dispatchEvent(new Event("visibilitychange"));
            // Visible again at once, as a visitor coming back to the tab.
            delete (document as { visibilityState?: unknown }).visibilityState;
          });
          return reported();
        },
        { timeout: 15_000 },
      )
      .toContain("CLS");
    const lcp = (await vitals()).find((e) => e[1] === "LCP")![2] as Record<string, unknown>;
    expect(Object.keys(lcp).sort()).toEqual([
      "metric_delta",
      "metric_id",
      "metric_rating",
      "metric_value",
      "non_interaction",
      "page_path",
      "send_to",
      "value",
    ]);
    expect(lcp).toMatchObject({ send_to: GA_ID, page_path: "/en", value: expect.any(Number) });
  });

  test("withdrawing marketing deletes every _gcl_* cookie the Google tag wrote, named in the policy or not", async ({
    page,
  }) => {
    // A Google tag that writes, once ad_storage is granted, the cookies the policy names and others under the same
    // prefix (those a future version of the tag may add).
    const extra = ["_gcl_gb", "_gcl_ag", "_gcl_ls", "_gcl_xyz"];
    const gtag = `(() => {
      const layer = (window.dataLayer = window.dataLayer || []);
      const write = () => ["_gcl_au", "_gcl_aw", ...${JSON.stringify(extra)}].forEach((name) =>
        (document.cookie = name + "=1." + Date.now() + "; path=/; max-age=7776000; samesite=lax"));
      const handle = (args) => { if (args[0] === "consent" && args[2].ad_storage === "granted") write(); };
      layer.forEach(handle);
      const push = layer.push.bind(layer);
      layer.push = (...items) => { const n = push(...items); items.forEach(handle); return n; };
    })();`;
    await page.context().route(GTAG_URL, (route) => route.fulfill({ contentType: "text/javascript", body: gtag }));
    const gcl = async () =>
      (await page.context().cookies())
        .map((c) => c.name)
        .filter((name) => name.startsWith("_gcl_"))
        .sort();

    await page.goto(EN.path);
    await page
      .getByRole("region", { name: EN.region })
      .getByRole("button", { name: "Accept All" })
      .click({ timeout: BANNER_SHOWN_WITHIN_MS });
    await expect.poll(gcl).toEqual(["_gcl_au", "_gcl_aw", ...extra].sort());

    await page.getByRole("contentinfo").getByRole("button", { name: EN.settings }).click();
    const banner = page.getByRole("region", { name: EN.region });
    await banner.getByRole("switch", { name: "Marketing" }).click();
    await banner.getByRole("button", { name: "Save Preferences" }).click();
    await expect.poll(gcl).toEqual([]);
  });

  test("Reject All keeps Google and Meta away, on this page and the next", async ({ page }) => {
    await page.goto(EN.path);
    await page.getByRole("region", { name: EN.region }).getByRole("button", { name: "Reject All" }).click();
    expect(await dataLayer(page)).toContainEqual(["consent", "update", DENIED]);
    expect((await dataLayer(page)).filter((e) => e[0] === "js" || e[0] === "config")).toEqual([]);
    expect((await fbqQueue(page)).filter((e) => e[0] === "consent").at(-1)).toEqual(["consent", "revoke"]);
    await page.getByRole("contentinfo").getByRole("link", { name: "Google Ads management" }).click();
    await expect(page).toHaveURL(/\/en\/google-ads$/);
    await page.reload({ waitUntil: "networkidle" });
    expect(requested).toEqual([]);
  });

  test("a returning visitor who allowed marketing only: Ads configured, GA not, pixel granted in <head> and fetched", async ({
    page,
  }) => {
    await seedConsent(page, { analytics: false, marketing: true, functional: false }, DAY);
    await page.goto(EN.path);
    expect((await fbqQueue(page)).slice(0, 4)).toEqual([
      ["consent", "revoke"],
      ["set", "autoConfig", false, PIXEL_ID],
      ["init", PIXEL_ID],
      ["consent", "grant"],
    ]);
    await expect.poll(hosts).toEqual(["connect.facebook.net", "www.googletagmanager.com"]);
    const configs = (await dataLayer(page)).filter((e) => e[0] === "config").map((e) => e[1]);
    expect(configs).toEqual([ADS_ACCOUNT]);
  });

  test("with analytics allowed, a client-side path change sends a config update with the real page_path", async ({
    page,
  }) => {
    await seedConsent(page, { analytics: true, marketing: false, functional: false }, DAY);
    await page.goto(PL.path);
    await page.evaluate(() => ((window as unknown as { softNav: boolean }).softNav = true));
    await page.getByRole("link", { name: "Zmień język na: English" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    expect(await page.evaluate(() => (window as unknown as { softNav?: boolean }).softNav)).toBe(true);
    await expect.poll(() => dataLayer(page)).toContainEqual(["config", GA_ID, { page_path: "/en" }]);
    expect(hosts()).toEqual(["www.googletagmanager.com"]);
  });

  test("every page in both languages: no Google or Meta request before a choice, both after Accept All, none after Reject All", async ({
    page,
    request,
  }) => {
    test.setTimeout(600_000);
    const paths = [...(await sitemapPaths(request)), "/no-such-page"];
    expect(paths).toEqual(expect.arrayContaining(["/", "/en", "/cookie-policy", "/en/privacy-policy"]));
    const BOTH = ["connect.facebook.net", "www.googletagmanager.com"];
    // A page counts once it has hydrated (its effects ran) and the network is idle.
    const visit = async (path: string, want: string[]) => {
      requested.length = 0;
      await page.goto(path, { waitUntil: "networkidle" });
      await waitForHydration(page);
      if (want.length > 0)
        await expect
          .poll(hosts, { timeout: 10_000 })
          .toEqual(want)
          .catch(() => {});
      else await page.waitForLoadState("networkidle");
      return hosts();
    };
    const report: string[] = [];
    const check = async (path: string, want: string[]) => {
      const got = await visit(path, want);
      if (JSON.stringify(got) !== JSON.stringify(want)) report.push(`${path}: ${got.join(", ") || "none"}`);
    };

    for (const path of paths) await check(path, []);

    await page
      .getByRole("region", { name: PL.region })
      .getByRole("button", { name: "Akceptuj wszystkie" })
      .click({ timeout: 15_000 });
    for (const path of paths) await check(path, BOTH);

    await page.evaluate(() => localStorage.clear());
    await page.goto("/en");
    await page
      .getByRole("region", { name: EN.region })
      .getByRole("button", { name: "Reject All" })
      .click({ timeout: 15_000 });
    for (const path of paths) await check(path, []);

    expect(report).toEqual([]);
  });
});
