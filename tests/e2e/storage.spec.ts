import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { storageRegistry, type StorageEntry, type StorageKind } from "@/lib/consent/storage-registry";
import plLegal from "@/messages/pl/legal.json" with { type: "json" };
import enLegal from "@/messages/en/legal.json" with { type: "json" };
import { FBEVENTS_URL, GA_ID, GTAG_URL, expectBuildWithTagIds, trackerRequests } from "./helpers/third-party";

// Stand-ins for gtag.js and fbevents.js (no internet here). Like the real tags, they read what OUR code queued
// (consent default and updates, config, fbq consent) and write the cookies the real tags write, only when the
// matching consent signal is granted, and they call the providers' own domains, which answer with the
// third-party cookies. What the test checks is the site: that it loads them only after consent, sends the right
// signals, deletes what a withdrawal covers, and that the registry (and the policy drawn from it) names it all.
const GTAG_STUB = `(() => {
  const layer = (window.dataLayer = window.dataLayer || []);
  const consent = {}, targets = new Set(), q = new URLSearchParams(location.search);
  const set = (name, value, days) => (document.cookie = name + "=" + value + "; path=/; max-age=" + days * 86400 + "; samesite=lax");
  const apply = () => {
    if (consent.analytics_storage === "granted") for (const id of targets) if (id.startsWith("G-")) {
      if (!document.cookie.includes("_ga=")) set("_ga", "GA1.1." + Date.now(), 730);
      set("_ga_" + id.slice(2), "GS2.1.s" + Date.now(), 730);
    }
    if (consent.ad_storage === "granted" && [...targets].some((id) => id.startsWith("AW-"))) {
      set("_gcl_au", "1.1." + Date.now(), 90);
      if (q.get("gclid")) set("_gcl_aw", "GCL." + Date.now() + "." + q.get("gclid"), 90);
      if (q.get("gbraid") || q.get("wbraid")) set("_gcl_gs", "2.1.k1$i" + Date.now(), 90);
      if (q.get("gbraid")) set("_gcl_gb", "GCL." + Date.now() + "." + q.get("gbraid"), 90);
      for (const id of targets) if (id.startsWith("G-") && q.get("gclid") && consent.analytics_storage === "granted")
        set("_gac_gb_" + id.slice(2), "1." + Date.now() + "." + q.get("gclid"), 90);
      if (q.get("dclid")) set("_gcl_dc", "GCL." + Date.now() + "." + q.get("dclid"), 90);
      new Image().src = "https://googleads.g.doubleclick.net/pagead/viewthroughconversion/0/?random=" + Date.now();
    }
  };
  const handle = (args) => {
    if (args[0] === "consent") Object.assign(consent, args[2]);
    if (args[0] === "config") targets.add(args[1]);
    apply();
  };
  for (const args of layer) handle(args);
  const push = layer.push.bind(layer);
  layer.push = (...items) => { const n = push(...items); items.forEach(handle); return n; };
})();`;

const FBEVENTS_STUB = `(() => {
  const fbq = window.fbq, q = new URLSearchParams(location.search);
  let granted = false;
  const set = (name, value) => (document.cookie = name + "=" + value + "; path=/; max-age=" + 90 * 86400 + "; samesite=lax");
  const handle = (args) => {
    if (args[0] === "consent") granted = args[1] === "grant";
    if (!granted) return;
    if (!document.cookie.includes("_fbp=")) set("_fbp", "fb.1." + Date.now() + ".1234");
    if (q.get("fbclid")) set("_fbc", "fb.1." + Date.now() + "." + q.get("fbclid"));
    if (args[0] === "track") new Image().src = "https://www.facebook.com/tr/?ev=" + args[1] + "&ts=" + Date.now();
  };
  const queued = [...fbq.queue];
  fbq.callMethod = (...args) => handle(args);
  queued.forEach((args) => handle([...args]));
})();`;

const THIRD_PARTY_COOKIE = {
  "googleads.g.doubleclick.net": "IDE=AHWqTUtest; Domain=.doubleclick.net",
  "www.facebook.com": "fr=0test.AWV; Domain=.facebook.com",
};

async function routeProviders(context: BrowserContext, origin: string) {
  const requested: string[] = [];
  context.on("request", (request) => {
    if (!request.url().startsWith(origin)) requested.push(request.url());
  });
  await context.route(
    (url) => url.origin !== origin,
    (route) => {
      const url = new URL(route.request().url());
      if (GTAG_URL.test(url.href)) return route.fulfill({ contentType: "text/javascript", body: GTAG_STUB });
      if (url.href === FBEVENTS_URL) return route.fulfill({ contentType: "text/javascript", body: FBEVENTS_STUB });
      const cookie = THIRD_PARTY_COOKIE[url.host as keyof typeof THIRD_PARTY_COOKIE];
      if (cookie) {
        return route.fulfill({
          contentType: "image/gif",
          headers: { "set-cookie": `${cookie}; Path=/; Max-Age=7776000; Secure; SameSite=None` },
          body: Buffer.from("R0lGODlhAQABAAAAACw=", "base64"),
        });
      }
      return route.abort();
    },
  );
  return requested;
}

type Held = { kind: StorageKind; name: string; domain?: string };

const legal = { pl: plLegal, en: enLegal };

/** Everything the browser holds for the site: cookies (any domain), both storages, the service worker's caches. */
async function held(page: Page): Promise<Held[]> {
  const cookies = (await page.context().cookies()).map((c) => ({
    kind: "cookie" as const,
    name: c.name,
    domain: c.domain,
  }));
  const stores = await page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    cacheStorage: await caches.keys(),
  }));
  return [
    ...cookies,
    ...(["localStorage", "sessionStorage", "cacheStorage"] as const).flatMap((kind) =>
      stores[kind].map((name) => ({ kind, name })),
    ),
  ];
}

const entryOf = (item: Held): StorageEntry | undefined =>
  (storageRegistry as readonly StorageEntry[]).find(
    (e) =>
      e.kind === item.kind &&
      e.pattern.test(item.name) &&
      (item.kind !== "cookie" ||
        (e.thirdPartyDomain ? item.domain?.endsWith(e.thirdPartyDomain) : item.domain === "localhost")),
  );

/** The registry's names for what is held; anything the registry does not know is reported as "UNKNOWN …". */
function registryNames(items: Held[]) {
  return [
    ...new Set(items.map((item) => entryOf(item)?.name ?? `UNKNOWN ${item.kind} ${item.name} ${item.domain ?? ""}`)),
  ].sort();
}

const names = (filter: (e: StorageEntry) => boolean) =>
  (storageRegistry as readonly StorageEntry[])
    .filter(filter)
    .map((e) => e.name)
    .sort();

test.describe("what the site keeps in the browser", () => {
  test("equals the registry with every category granted, and only the necessary part (plus the providers' own cookies) after a withdrawal", async ({
    page,
    baseURL,
  }) => {
    test.setTimeout(120_000);
    await expectBuildWithTagIds(page);
    const requested = await routeProviders(page.context(), new URL(baseURL!).origin);

    // Arrive from an ad: the click ids are what make the tags write their click cookies.
    await page.goto("/?utm_source=ads&gclid=G1&gbraid=B1&dclid=D1&fbclid=F1");
    const banner = page.getByRole("region", { name: "Zgoda na pliki cookie" });
    await expect(banner).toBeVisible({ timeout: 15_000 });
    // Before a choice: nothing (the language record waits for functional consent, the attribution lives in memory); no provider contacted.
    expect(registryNames(await held(page)).filter((n) => !n.startsWith("static-"))).toEqual([]);
    expect(requested).toEqual([]);

    await banner.getByRole("button", { name: "Akceptuj wszystkie" }).click();
    await expect
      .poll(async () => (await page.context().cookies()).map((c) => c.name).sort(), { timeout: 5000 })
      .toEqual(
        expect.arrayContaining([
          "_ga",
          `_ga_${GA_ID.slice(2)}`,
          "_gcl_au",
          "_gcl_aw",
          "_gcl_gs",
          "_gcl_gb",
          "_gcl_dc",
          `_gac_gb_${GA_ID.slice(2)}`,
          "_fbp",
          "_fbc",
        ]),
      );
    // The service worker starts once the page has settled (a few seconds after load); from then on it keeps pages
    // and static files. Browse on: switch the language by hand, open the blog and a service page (client-side navigation).
    await page.waitForFunction(() => navigator.serviceWorker.controller !== null, null, { timeout: 20_000 });
    await page.getByRole("link", { name: "Zmień język na: English" }).filter({ visible: true }).click();
    await expect(page).toHaveURL(/\/en$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    await page.getByRole("contentinfo").getByRole("link", { name: "Meta Ads management" }).click();
    await expect(page).toHaveURL(/\/en\/meta-ads$/);
    await expect.poll(() => page.evaluate(() => caches.keys()), { timeout: 10_000 }).toHaveLength(2);
    await expect.poll(async () => registryNames(await held(page)), { timeout: 5000 }).toEqual(names(() => true));

    // Withdraw everything from the footer's cookie settings.
    await page.getByRole("contentinfo").getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("region", { name: "Cookie consent" }).getByRole("button", { name: "Reject All" }).click();
    const afterWithdrawal = names((e) => e.categories.includes("necessary") || Boolean(e.thirdPartyDomain));
    await expect.poll(async () => registryNames(await held(page)), { timeout: 5000 }).toEqual(afterWithdrawal);

    // The next page: nothing new is written and no provider is contacted.
    requested.length = 0;
    await page.goto("/en/google-ads", { waitUntil: "networkidle" });
    expect(trackerRequests(requested)).toEqual([]);
    expect(registryNames(await held(page))).toEqual(afterWithdrawal);
  });

  for (const [path, lang] of [
    ["/cookie-policy", "pl"],
    ["/en/cookie-policy", "en"],
  ] as const) {
    test(`the cookie policy's tables are the registry (${lang})`, async ({ page }) => {
      await page.goto(path);
      for (const category of ["necessary", "analytics", "marketing", "functional"] as const) {
        const rows = page.locator(`table[data-storage-category="${category}"] tbody tr`);
        const shown = await rows.evaluateAll((trs) =>
          trs.map((tr) => [...tr.children].map((cell) => (cell.firstChild?.textContent ?? "").replace(/\u00a0/g, " "))),
        );
        const expected = (storageRegistry as readonly StorageEntry[])
          .filter((e) => e.categories[0] === category)
          .map((e) => [e.name, e.lifetime[lang], legal[lang].StorageTable.purposes[e.id]]);
        expect(expected.length, category).toBeGreaterThan(0);
        expect(shown.map((cells) => [cells[0], cells[3], cells[4]])).toEqual(expected);
      }
    });
  }
});
