import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { CONSENT_VERSION } from "@/lib/consent/record";
import { slugsOf, translationOf } from "./helpers/articles";
import { testPermanentRedirects } from "./helpers/redirects";

const articles = { pl: slugsOf("pl"), en: slugsOf("en") };

const blog = { pl: "/blog", en: "/en/blog" } as const;
const articlePath = (locale: "pl" | "en", slug: string) => `${blog[locale]}/${slug}`;
// The spec names the Polish SEO guide's slug.
const seoSlug = "podstawy-seo-2025-kompletny-przewodnik";
const seo = { pl: articlePath("pl", seoSlug), en: articlePath("en", translationOf(seoSlug)) };

async function jsonLd(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.flatMap((text) => [JSON.parse(text)].flat()) as Record<string, unknown>[];
}

test.describe("blog list", () => {
  for (const locale of ["pl", "en"] as const) {
    test(`${blog[locale]} lists only ${locale} articles, newest first`, async ({ page }) => {
      await page.goto(blog[locale]);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      await expect(page.locator("h1")).toHaveCount(1);
      const titleLinks = page.locator("main article h3 a");
      await expect(titleLinks).toHaveCount(articles[locale].length);
      const hrefs = await titleLinks.evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(articles[locale].map((slug) => articlePath(locale, slug)));
      // Each card's first date is the day it was published (an updated article also shows the day of its update).
      const dates = await page
        .locator("main article")
        .evaluateAll((cards) => cards.map((card) => card.querySelector("time")?.getAttribute("datetime")));
      expect(dates).toEqual([...dates].sort().reverse());
      await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
        "href",
        new RegExp(`${blog[locale]}/rss\\.xml$`),
      );
      await expect(page.getByRole("link", { name: locale === "pl" ? "Kanał RSS" : "RSS feed" })).toHaveAttribute(
        "href",
        `${blog[locale]}/rss.xml`,
      );
      const cta = page.locator(`main a[href="${locale === "pl" ? "/#contact" : "/en#contact"}"]`).last();
      await expect(cta).toBeVisible();
    });
  }

  test("a card's title and its read-article link open the article", async ({ page }) => {
    await page.goto("/blog");
    const card = page.locator("main article").nth(1);
    const title = (await card.locator("h3").textContent())!.trim();
    await card.locator("h3 a").click();
    await expect(page).toHaveURL(articlePath("pl", articles.pl[1]!));
    await expect(page.locator("h1")).toHaveText(title);

    await page.goto("/en/blog");
    await page.getByRole("link", { name: /^Read article: SEO Fundamentals/ }).click();
    await expect(page).toHaveURL(seo.en);
    await expect(page.locator("h1")).toHaveText("SEO Fundamentals: The Complete Guide");
  });
});

test.describe("article page", () => {
  test("has the article's metadata, hreflang and feed link", async ({ page }) => {
    await page.goto(seo.pl);
    await expect(page).toHaveTitle(/^Podstawy SEO: kompletny przewodnik/);
    const meta = (selector: string) => page.locator(`head meta[${selector}]`);
    await expect(meta('name="description"')).toHaveAttribute("content", /on-page, techniczne/);
    await expect(meta('name="keywords"')).toHaveAttribute("content", /Core Web Vitals/);
    await expect(meta('name="robots"')).toHaveAttribute("content", "index, follow");
    await expect(meta('name="author"')).toHaveAttribute("content", /Zespół SEO/);
    await expect(meta('property="og:type"')).toHaveAttribute("content", "article");
    await expect(meta('property="og:locale"')).toHaveAttribute("content", "pl_PL");
    await expect(meta('property="article:published_time"')).toHaveAttribute("content", /^2025-03-10/);
    await expect(meta('property="article:section"')).toHaveAttribute("content", "SEO");
    await expect(meta('property="article:author"')).toHaveAttribute("content", /Zespół SEO/);
    expect(await meta('property="article:tag"').count()).toBeGreaterThanOrEqual(3);
    await expect(meta('property="og:image"')).toHaveAttribute(
      "content",
      /\/blog\/podstawy-seo-2025-kompletny-przewodnik\/opengraph-image\b/,
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${seo.pl}$`));
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
      "href",
      new RegExp(`${seo.en}$`),
    );
    await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
      "href",
      new RegExp(`${seo.pl}$`),
    );
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute(
      "href",
      /\/blog\/rss\.xml$/,
    );

    await page.goto(seo.en);
    await expect(meta('property="og:locale"')).toHaveAttribute("content", "en_US");
    await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
      "href",
      new RegExp(`${seo.pl}$`),
    );
  });

  test("describes itself as a BlogPosting with breadcrumbs", async ({ page, request }) => {
    await page.goto(seo.en);
    const data = await jsonLd(page);
    const posting = data.find((node) => node["@type"] === "BlogPosting");
    expect(posting).toMatchObject({
      headline: await page.locator("h1").textContent(),
      datePublished: "2025-03-10",
      inLanguage: "en",
      timeRequired: "PT10M",
      author: { name: expect.stringContaining("SEO Team") },
      publisher: { "@id": expect.stringMatching(/#organization$/) },
    });
    expect(posting?.wordCount).toBeGreaterThan(1900);
    expect(posting?.mainEntityOfPage).toMatchObject({ "@id": expect.stringMatching(new RegExp(`${seo.en}$`)) });
    const image = await request.get(new URL(String(posting?.image)).pathname);
    expect(image.status()).toBe(200);
    expect(image.headers()["content-type"]).toBe("image/png");
    const breadcrumbs = data.find((node) => node["@type"] === "BreadcrumbList");
    expect((breadcrumbs?.itemListElement as unknown[]).length).toBe(3);
  });

  test("shows the article's parts, one h1, anchored headings and the audit box", async ({ page }) => {
    await page.goto(seo.pl);
    await expect(page.locator("h1")).toHaveCount(1);
    await expect(page.getByRole("link", { name: "Wróć do bloga" })).toHaveAttribute("href", "/blog");
    await expect(page.getByText("10 min czytania").first()).toBeVisible();
    await expect(page.locator("main time").first()).toHaveText("10 marca 2025");
    // The day of its last change of substance, beside the day it was published.
    await expect(page.locator('main time[datetime="2026-11-26"]').first()).toHaveText("26 listopada 2026");
    await expect(page.locator("h2#core-web-vitals, h3#core-web-vitals")).toHaveText("Core Web Vitals");
    await expect(page.getByText(/LCP \(Largest Contentful Paint\)/)).toBeVisible();
    const audit = page.getByRole("link", { name: /Zamów bezpłatny audyt/ });
    await expect(audit).toHaveAttribute("href", "/#contact");
    await page.goto(seo.en);
    await expect(page.getByRole("link", { name: /Request your free audit/ })).toHaveAttribute("href", "/en#contact");
    await expect(page.getByRole("link", { name: "Back to the blog" })).toHaveAttribute("href", "/en/blog");
  });

  test("share copies the URL and says so when the device has no share dialog", async ({ page, context }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.addInitScript(() => {
      Object.defineProperty(Navigator.prototype, "share", { value: undefined, configurable: true });
    });
    await page.goto(seo.pl);
    await page.getByRole("button", { name: "Udostępnij artykuł" }).click();
    await expect(page.getByText("Link do artykułu skopiowany do schowka.")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
  });

  test("share opens the device's dialog with title, description and URL where there is one", async ({ page }) => {
    await page.addInitScript(() => {
      const calls: ShareData[] = [];
      Object.defineProperty(window, "__shares", { value: calls });
      Object.defineProperty(Navigator.prototype, "share", {
        value: (data: ShareData) => {
          calls.push(data);
          return Promise.resolve();
        },
        configurable: true,
      });
    });
    await page.goto(seo.en);
    await page.getByRole("button", { name: "Share this article" }).click();
    const shares = await page.evaluate(() => (window as unknown as { __shares: ShareData[] }).__shares);
    expect(shares).toEqual([
      {
        title: "SEO Fundamentals: The Complete Guide",
        text: expect.stringContaining("On-page, technical"),
        url: page.url(),
      },
    ]);
  });

  test("fires the ads pixel's page view once, with marketing consent", async ({ page, baseURL }) => {
    // Without marketing consent the event is dropped (consent.spec.ts); no internet here, so the pixel is aborted.
    await page.context().route(
      (url) => url.origin !== new URL(baseURL!).origin,
      (route) => route.abort(),
    );
    await page.addInitScript((version) => {
      const timestamp = new Date().toISOString();
      const record = { necessary: true, analytics: false, marketing: true, functional: false, timestamp, version };
      localStorage.setItem("cookie-consent", JSON.stringify(record));
      const calls: unknown[][] = [];
      Object.defineProperty(window, "__fbq", { value: calls });
      Object.defineProperty(window, "fbq", { value: (...args: unknown[]) => void calls.push(args), writable: true });
    }, CONSENT_VERSION);
    await page.goto(seo.pl);
    await expect(page.locator("h1")).toBeVisible();
    await expect
      .poll(() =>
        page.evaluate(
          () => (window as unknown as { __fbq: unknown[][] }).__fbq.filter((c) => c[1] === "PageView").length,
        ),
      )
      .toBe(1);
    await page.waitForTimeout(500);
    const views = await page.evaluate(() =>
      (window as unknown as { __fbq: unknown[][] }).__fbq.filter((c) => c[1] === "PageView"),
    );
    expect(views).toHaveLength(1);
  });

  test("the language selector goes to the translation", async ({ page }) => {
    await page.goto(seo.pl);
    await page.getByRole("link", { name: "Zmień język na: English" }).click();
    await expect(page).toHaveURL(seo.en);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.getByRole("link", { name: "Switch language to Polski" }).click();
    await expect(page).toHaveURL(seo.pl);
  });

  test("fits a 390 px screen without sideways scrolling", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    for (const path of [seo.pl, blog.en]) {
      await page.goto(path);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });
});

test.describe("article addresses", () => {
  for (const path of ["/blog/nie-ma-takiego-artykulu", "/en/blog/no-such-article"]) {
    test(`${path} answers the 404 page`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      expect(await response.text()).toContain("Strona nie znaleziona");
    });
  }

  const redirects: [string, string][] = [
    [`/blog/${translationOf(seoSlug)}`, seo.en],
    [`/en/blog/${seoSlug}?utm_source=x`, `${seo.pl}?utm_source=x`],
    [`/pl/blog/${articles.pl[0]}`, articlePath("pl", articles.pl[0]!)],
    [`${seo.pl}?lang=en`, seo.en],
  ];
  testPermanentRedirects(redirects);
});

test.describe("feeds", () => {
  for (const locale of ["pl", "en"] as const) {
    test(`${blog[locale]}/rss.xml is valid RSS with every ${locale} article`, async ({ request, page }) => {
      const response = await request.get(`${blog[locale]}/rss.xml`, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      await page.goto(blog[locale]);
      const feed = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          root: doc.documentElement.nodeName,
          language: doc.querySelector("channel > language")?.textContent,
          links: [...doc.querySelectorAll("item > link")].map((link) => new URL(link.textContent!).pathname),
          dates: [...doc.querySelectorAll("item > pubDate")].map((d) => d.textContent),
        };
      }, xml);
      expect(feed.error).toBeNull();
      expect(feed.root).toBe("rss");
      expect(feed.language).toBe(locale === "pl" ? "pl-PL" : "en-US");
      expect(feed.links).toEqual(articles[locale].map((slug) => articlePath(locale, slug)));
      expect(feed.dates.every((d) => d && !Number.isNaN(Date.parse(d)))).toBe(true);
    });
  }
});

test.describe("accessibility", () => {
  for (const path of [blog.pl, seo.pl, articlePath("en", articles.en.at(-1)!)]) {
    test(`${path} has no axe violations`, async ({ page }) => {
      await page.goto(path);
      const { violations } = await new AxeBuilder({ page }).analyze();
      expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
    });
  }
});
