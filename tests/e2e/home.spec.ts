import { expect, test } from "@playwright/test";
import { services } from "@/content/services/registry";
import { seedConsent } from "./helpers/consent-banner";
import { waitForHydration } from "./helpers/hydration";
import { site } from "@/lib/site/identity";
import faqData from "@/content/faq/faq.json" with { type: "json" };

const SECTION_ORDER = ["home", "services", "benefits", "process", "pricing", "faq", "contact"];

test.describe("home page content", () => {
  for (const [path, lang] of [
    ["/", "pl"],
    ["/en", "en"],
  ] as const) {
    test(`${path} has every section in order`, async ({ page }) => {
      await page.goto(path);
      const ids = await page.locator("main section[id]").evaluateAll((els) => els.map((el) => el.id));
      expect(ids).toEqual(SECTION_ORDER);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.locator("h1")).toHaveCount(1);
      // The testimonials section sits between pricing and FAQ, title and subtitle only.
      const testimonials = page.locator("#pricing + section");
      await expect(testimonials.locator("h2")).toHaveText(lang === "pl" ? "Dla kogo pracujemy" : "Who we work with");
      await expect(testimonials.locator("li")).toHaveCount(0);
    });
  }

  test("hero statistics, badges and buttons", async ({ page }) => {
    await page.goto("/en");
    const hero = page.locator("#home");
    for (const text of [
      "150+",
      "98%",
      "5M+",
      "projects completed",
      "client satisfaction",
      "ad impressions",
      "+240%",
      "+85%",
    ]) {
      await expect(hero.getByText(text, { exact: true }).first()).toBeVisible();
    }
    await expect(hero.getByRole("link", { name: "Start Your Project" })).toHaveAttribute("href", "/en#contact");
    await expect(hero.getByRole("link", { name: "See the benefits" })).toHaveAttribute("href", "/en#benefits");
    const image = hero.locator("img");
    await expect(image).toHaveAttribute("alt", /dashboard/i);
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  });

  test("buttons and form fields look the part, and a utility beside their own classes wins", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/en");
    const style = (selector: string, props: string[]) =>
      page
        .locator(selector)
        .first()
        .evaluate((el, names) => {
          const cs = getComputedStyle(el);
          return Object.fromEntries([
            ...names.map((n) => [n, cs.getPropertyValue(n)]),
            ["width", String(el.getBoundingClientRect().width)],
          ]);
        }, props);
    const primary = await style("#home a[href='/en#contact']", [
      "height",
      "background-color",
      "color",
      "border-radius",
      "align-items",
    ]);
    expect(primary).toMatchObject({
      height: "52px",
      color: "rgb(255, 255, 255)",
      "border-radius": "12px",
      "align-items": "center",
    });
    expect(primary["background-color"]).not.toMatch(/rgba\(0, 0, 0, 0\)|rgb\(255, 255, 255\)/);
    const secondary = await style("#home a[href='/en#benefits']", ["height", "background-color", "border-top-width"]);
    expect(secondary).toMatchObject({
      height: "52px",
      "background-color": "rgb(255, 255, 255)",
      "border-top-width": "1px",
    });

    await page.locator("#contact form").scrollIntoViewIfNeeded();
    // Near the viewport the form swaps in its working code (the same markup): polled, as an element may be replaced.
    const input = () =>
      style("#contact-firstName", ["padding-left", "padding-right", "border-radius", "border-top-width"]);
    await expect.poll(input).toMatchObject({
      "padding-left": "16px",
      "padding-right": "16px",
      "border-radius": "12px",
      "border-top-width": "1px",
    });
    // The select's pr-11 (room for its chevron) replaces the field's own px-4 on that side only.
    await expect
      .poll(() => style("#contact-service", ["padding-left", "padding-right"]))
      .toMatchObject({ "padding-left": "16px", "padding-right": "44px" });
    // The submit button's w-full and mt-6 sit beside btn-lg: it spans the form.
    const submit = () =>
      page.locator("#contact form button[type='submit']").evaluate((el) => {
        const cs = getComputedStyle(el);
        return {
          height: cs.height,
          marginTop: cs.marginTop,
          spansForm: el.getBoundingClientRect().width === el.closest("form")!.getBoundingClientRect().width,
        };
      });
    await expect.poll(submit).toEqual({ height: "52px", marginTop: "24px", spansForm: true });
  });

  test("the brand mark in the header and footer is the favicon's SVG, drawn, and every id in the page is unique", async ({
    page,
  }) => {
    await page.goto("/");
    const marks = page.locator("header a[href='/'] img, footer a[href='/'] img");
    await expect(marks).toHaveCount(2);
    for (const mark of await marks.all()) {
      await mark.scrollIntoViewIfNeeded();
      await expect(mark).toHaveAttribute("src", /^\/_next\/static\/media\/icon\.[\w-]+\.svg$/);
      await expect(mark).toHaveAttribute("alt", "");
      await expect
        .poll(() => mark.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
    }
    const ids = await page.locator("[id]").evaluateAll((els) => els.map((el) => el.id));
    expect(ids.filter((id, i) => ids.indexOf(id) !== i)).toEqual([]);
  });

  test("the hero image is self-hosted, preloaded where it is in the first screen and lazy below", async ({
    request,
  }) => {
    const html = await (await request.get("/")).text();
    // From lg up it stands beside the title; on a phone it comes after the text, so nothing there competes with it.
    const preloads = html.match(/<link rel="preload"[^>]+as="image"[^>]*>/g) ?? [];
    expect(preloads).toHaveLength(1);
    expect(preloads[0]).toMatch(/hero-dashboard/);
    expect(preloads[0]).toContain('media="(min-width: 1024px)"');
    expect(preloads[0]).toContain('fetchPriority="high"');
    expect(html).toMatch(/<img[^>]+loading="lazy"[^>]+hero-dashboard/);
    expect(html).not.toMatch(/unsplash|pexels|images\.(?!\/)/i);
  });

  test("a service card per service, the spec's three first, with four features and a link to the service page", async ({
    page,
  }) => {
    for (const [path, prefix] of [
      ["/", ""],
      ["/en", "/en"],
    ] as const) {
      await page.goto(path);
      const cards = page.locator("#services > div > ul > li");
      await expect(cards).toHaveCount(services.length);
      for (const card of await cards.all()) await expect(card.locator("ul li")).toHaveCount(4);
      const hrefs = await cards.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
      expect(hrefs).toEqual(services.map((service) => `${prefix}${service.path}`));
      expect(hrefs.slice(0, 3)).toEqual([
        `${prefix}/website-development`,
        `${prefix}/google-ads`,
        `${prefix}/meta-ads`,
      ]);
      await expect(
        page
          .locator("#services")
          .getByRole("link", { name: path === "/" ? "Umów bezpłatną konsultację" : "Get Free Consultation" }),
      ).toHaveAttribute("href", `${prefix || "/"}#contact`.replace("//", "/"));
    }
  });

  test("six benefits with their figures and four process steps", async ({ page }) => {
    await page.goto("/en");
    const benefits = page.locator("#benefits > div > ul > li");
    await expect(benefits).toHaveCount(6);
    for (const figure of ["+300%", "4.2×", "10×", "95%", "60%", "100%"]) {
      await expect(page.locator("#benefits").getByText(figure, { exact: true })).toBeVisible();
    }
    for (const label of ["higher conversion rate", "more visible", "trust rate", "more efficient", "transparent"]) {
      await expect(page.locator("#benefits").getByText(label, { exact: true })).toBeVisible();
    }
    const steps = page.locator("#process ol > li");
    await expect(steps.locator("h3")).toHaveText([
      "Discovery & Analysis",
      "Strategic Planning",
      "Development & Launch",
      "Monitor & Optimize",
    ]);
    await expect(steps.locator("span").first()).toHaveText("1");
  });

  test("pricing shows the regular monthly prices once the promotion has ended", async ({ page }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    await expect(pricing.getByTestId("promotion-banner")).toHaveCount(0);
    await expect(pricing.getByTestId("regular-price")).toHaveCount(0);
    await expect(pricing.getByTestId("current-price")).toHaveText(["600 zł", "850 zł", "1000 zł"]);
    await expect(pricing.locator("[data-package=ecommerce]")).toContainText("+ 15% budżetu reklamowego");
    await expect(pricing.locator("[data-package=standard]")).toContainText("Najczęściej wybierany");
    await expect(pricing.locator("[data-package=individual]")).toContainText("Wycena indywidualna");
    for (const badge of ["Bez opłaty startowej", "Bezpłatna konsultacja", "30-dniowy okres wypowiedzenia"]) {
      await expect(pricing.getByText(badge)).toBeVisible();
    }
    const hrefs = await pricing
      .locator("[data-package] a")
      .evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs).toEqual(["/#contact", "/#contact", "/#contact", "/#contact"]);
  });

  test("the contact section has the trust panel, the reply promise and the contact details", async ({ page }) => {
    await page.goto("/en");
    const contact = page.locator("#contact");
    for (const text of [
      "Encrypted connection (HTTPS)",
      "Privacy protected",
      "GDPR compliant",
      "Trusted by 100+ businesses across Poland",
    ]) {
      await expect(contact.getByText(text)).toBeVisible();
    }
    await expect(contact.getByText(/within 24 hours/).first()).toBeVisible();
    // The office hours come from lib/site/identity.ts, as each language writes them.
    await expect(contact.getByText("Mon–Fri, 9am–6pm", { exact: true })).toBeVisible();
    await expect(contact.locator('a[href^="mailto:"]')).toBeVisible();
    await expect(contact.locator('a[href^="tel:"]')).toBeVisible();
    await expect(contact.getByText("Office hours")).toBeVisible();
    // Only the profiles set in lib/site/identity.ts are linked (none by default): no link to someone else's page.
    const profiles = Object.values(site.social);
    await expect(contact.locator('a[aria-label][rel="noopener"]')).toHaveCount(profiles.length);
    await expect(contact.getByText("Find us on")).toHaveCount(profiles.length > 0 ? 1 : 0);
  });
});

test.describe("FAQ", () => {
  test("closed answers are in the server HTML for crawlers", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    expect(html).toContain("Most websites launch within a few weeks");
    expect(html).toContain("contact form below");
  });

  test("opens at most one answer, and clicking the open one closes it", async ({ page }) => {
    await page.goto("/");
    // A press before the page's code has run does nothing (with JavaScript off every answer shows instead).
    await waitForHydration(page);
    const faq = page.locator("#faq");
    const triggers = faq.getByRole("button");
    await expect(triggers).toHaveCount(faqData.items.length);
    await expect(faq.getByText(/kilku tygodni/)).toBeHidden();

    await triggers.nth(1).click();
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "true");
    await expect(faq.getByText(/kilku tygodni/)).toBeVisible();

    await triggers.nth(2).click();
    await expect(triggers.nth(1)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.getByText(/kilku tygodni/)).toBeHidden();
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "true");

    await triggers.nth(2).click();
    await expect(triggers.nth(2)).toHaveAttribute("aria-expanded", "false");
    await expect(faq.locator("[data-state=open]")).toHaveCount(0);
  });

  test("the accordion's code loads only near the FAQ; a question pressed before it arrived opens then, keeping the focus", async ({
    page,
  }) => {
    // A returning visitor: the cookie banner's code (fetched after load for a first visit) stays out of the count.
    await seedConsent(page, { analytics: false, marketing: false, functional: false }, 0);
    const scriptsAfterLoad: string[] = [];
    await page.goto("/en", { waitUntil: "networkidle" });
    page.on("request", (request) => {
      if (request.resourceType() === "script") scriptsAfterLoad.push(request.url());
    });
    // Far above the FAQ nothing is fetched for it.
    await page.waitForTimeout(500);
    expect(scriptsAfterLoad).toEqual([]);

    // The code now arrives 800 ms late, so the press lands on the server-rendered stand-in.
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 800));
      await route.continue();
    });
    const faq = page.locator("#faq");
    const question = faq.getByRole("button", { name: "How long does a project take?" });
    await question.focus();
    await page.keyboard.press("Enter");
    await expect(question).toHaveAttribute("aria-expanded", "true", { timeout: 5000 });
    await expect(faq.getByText(/within a few weeks/)).toBeVisible();
    await expect(question).toBeFocused();
    expect(scriptsAfterLoad.length).toBeGreaterThan(0);
  });
});

test.describe("head tags", () => {
  for (const [path, lang, ogLocale] of [
    ["/", "pl", "pl_PL"],
    ["/en", "en", "en_US"],
  ] as const) {
    test(`${path} declares title, canonical, hreflang, Open Graph, Twitter and robots`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveTitle(/Northwave Digital/);
      const head = page.locator("head");
      await expect(head.locator('meta[name="description"]')).toHaveAttribute("content", /.{50,}/);
      // Next writes the origin's root without its trailing slash.
      const canonical = lang === "pl" ? "http://localhost:3000" : "http://localhost:3000/en";
      await expect(head.locator('link[rel="canonical"]')).toHaveAttribute("href", canonical);
      await expect(head.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute(
        "href",
        "http://localhost:3000",
      );
      await expect(head.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute(
        "href",
        "http://localhost:3000/en",
      );
      await expect(head.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute(
        "href",
        "http://localhost:3000",
      );
      await expect(head.locator('meta[property="og:locale"]')).toHaveAttribute("content", ogLocale);
      await expect(head.locator('meta[property="og:url"]')).toHaveAttribute("content", new RegExp(`^${canonical}/?$`));
      await expect(head.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
      await expect(head.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    });
  }

  test("the home page describes the organization, the local business and the website", async ({ page }) => {
    await page.goto("/");
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => [JSON.parse(text)].flat()) as Record<string, unknown>[];
    const types = items.map((item) => item["@type"]);
    expect(types).toEqual(expect.arrayContaining(["Organization", "ProfessionalService", "WebSite"]));
    const business = items.find((item) => item["@type"] === "ProfessionalService") as {
      openingHoursSpecification: { dayOfWeek: string[]; opens: string; closes: string }[];
    };
    expect(business.openingHoursSpecification[0]).toMatchObject({
      dayOfWeek: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "09:00",
      closes: "18:00",
    });
  });
});
