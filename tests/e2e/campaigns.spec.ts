import { expect, test, type Page } from "@playwright/test";
import faqData from "@/content/faq/faq.json" with { type: "json" };
import { services } from "@/content/services/registry";
import plServices from "@/messages/pl/services.json" with { type: "json" };
import { receivedMails } from "../support/e2e-sinks";
import { campaigns, pairedPolish, sectionOf, type ContentCampaign } from "./helpers/campaigns";
import { waitForFormCode } from "./helpers/form-action";
import { sitemapPaths } from "./helpers/sitemap";

// The campaign pages of content/campaigns/pages (one example ships, in both languages): made for paid traffic, built
// from the home page's sections, and a lead from one names the page it came from.

const { pl, en } = pairedPolish;
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;
const plain = (text: string | null) => (text ?? "").replace(/\u00a0/g, " ");

/** The lead e-mail's row naming the page, and the service it names. */
function expectedRows(page: ContentCampaign) {
  const service = sectionOf(page, "contact")?.service as string;
  const namespace = services.find((candidate) => candidate.id === service)!.namespace;
  return {
    service,
    landing: `Landing: ${page.title} (${page.path}, klucz tłumaczenia: ${page.translationKey})`,
    serviceRow: `Usługa: ${plServices[namespace].option} (${service})`,
  };
}

async function fillLead(page: Page, words: { first: string; last: string; email: string; message: string }) {
  const form = page.locator("#contact-form");
  await form.locator("#contact-firstName").fill(words.first);
  await form.locator("#contact-lastName").fill(words.last);
  await form.locator("#contact-email").fill(words.email);
  await form.locator("#contact-message").fill(words.message);
}

test("every campaign page answers with noindex and a canonical to itself, linked to its translation, out of the sitemap", async ({
  request,
}) => {
  const sitemap = await sitemapPaths(request);
  for (const campaign of campaigns) {
    const response = await request.get(campaign.path);
    expect(response.status(), campaign.path).toBe(200);
    const html = await response.text();
    expect(html, campaign.path).toContain(
      campaign.indexable
        ? '<meta name="robots" content="index, follow"/>'
        : '<meta name="robots" content="noindex, follow"/>',
    );
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="https?://[^"]+${campaign.path}"/>`));
    if (!campaign.indexable) expect(sitemap).not.toContain(campaign.path);
  }
  for (const [page, other] of [
    [pl, en],
    [en, pl],
  ] as const) {
    const html = await (await request.get(page.path)).text();
    expect(html).toMatch(
      new RegExp(`<link rel="alternate" hrefLang="${other.language}" href="https?://[^"]+${other.path}"/>`),
    );
    expect(html).toMatch(new RegExp(`<link rel="alternate" hrefLang="x-default" href="https?://[^"]+${pl.path}"/>`));
    // The language switch, in the server's HTML.
    expect(html).toContain(`hrefLang="${other.language}" class="`);
    expect(html).toMatch(new RegExp(`<a hrefLang="${other.language}"[^>]*href="${other.path}"`));
  }
});

test("a campaign page is the home page's sections in the owner's words, every button leading to its own form", async ({
  page,
}) => {
  await page.goto(pl.path);
  const hero = sectionOf(pl, "hero")!;
  expect(plain(await page.locator("h1").textContent())).toBe(`${hero.headline} ${hero.highlight}`);
  await expect(page.locator("h1")).toHaveCount(1);
  const contact = page.getByRole("main").getByRole("link", { name: hero.button as string });
  await expect(contact).toHaveAttribute("href", `${pl.path}#contact`);

  const pricing = sectionOf(pl, "pricing");
  if (pricing && (pricing.packages as string[]).length)
    await expect(page.locator("#pricing [data-package]")).toHaveCount((pricing.packages as string[]).length);
  for (const link of await page.locator('#pricing a[href*="#contact"], #benefits a[href*="#contact"]').all())
    await expect(link).toHaveAttribute("href", `${pl.path}#contact`);

  const faq = sectionOf(pl, "faq");
  if (faq) {
    const chosen = faqData.items.filter((item) => (faq.questions as string[]).includes(item.id));
    await expect(page.locator("#faq [data-faq-item]")).toHaveText(chosen.map((item) => item.pl.question));
  }
  await expect(page.locator("#contact-service")).toHaveValue(expectedRows(pl).service);
  await expect(page.locator('#contact-form input[name="landing"]')).toHaveValue(pl.translationKey);
});

test("a campaign page loads the home page's scripts and nothing of its own", async ({ request }) => {
  const scripts = async (path: string) =>
    [...(await (await request.get(path)).text()).matchAll(/<script[^>]*\ssrc="([^"]+)"/g)].map((match) => match[1]);
  const home = await scripts("/");
  expect(home.length).toBeGreaterThan(0);
  for (const campaign of campaigns) expect(await scripts(campaign.path), campaign.path).toEqual(home);
});

test("a lead from the Polish page reaches the owner naming the page, the service and the campaign tags", async ({
  page,
}) => {
  const token = unique();
  await page.goto(`${pl.path}?utm_source=google&utm_medium=cpc&utm_campaign=${token}`);
  await waitForFormCode(page);
  await fillLead(page, {
    first: "Zofia",
    last: "Wiśniewska",
    email: `zofia.${token}@example.com`,
    message: `Kampania ${token}.`,
  });
  await page.locator("#contact-form").getByRole("button", { name: "Wyślij wiadomość" }).click();
  await expect(page.locator("[data-sonner-toast]")).toContainText("Wiadomość wysłana!");
  // The form empties itself, its service chosen again for the next visitor's question.
  await expect(page.locator("#contact-service")).toHaveValue(expectedRows(pl).service);
  await expect.poll(() => receivedMails(token).length, { timeout: 10_000 }).toBe(1);
  const { text } = receivedMails(token)[0]!;
  const rows = expectedRows(pl);
  expect(text).toContain(rows.serviceRow);
  expect(text).toContain(`${rows.landing}\nutm_source: google\nutm_medium: cpc\nutm_campaign: ${token}\n`);
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a lead from the Polish page ends on the thank-you page and reaches the owner naming the page and the service", async ({
    page,
  }) => {
    const token = unique();
    await page.goto(`${pl.path}#contact`);
    await fillLead(page, {
      first: "Jan",
      last: "Nowak",
      email: `jan.${token}@example.com`,
      message: `Bez skryptów ${token}.`,
    });
    await page.locator("#contact-form").getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(page).toHaveURL(/\/thank-you\?lead=[0-9a-f-]{36}&t=\d{13}&sig=[\w-]{22}$/);
    await expect.poll(() => receivedMails(token).length, { timeout: 10_000 }).toBe(1);
    const { text } = receivedMails(token)[0]!;
    expect(text).toContain(expectedRows(pl).serviceRow);
    expect(text).toContain(expectedRows(pl).landing);
  });

  test("an invalid form comes back to the campaign page, not the home page, its service still chosen", async ({
    page,
  }) => {
    await page.goto(`${pl.path}#contact`);
    await page.locator("#contact-form").getByRole("button", { name: "Wyślij wiadomość" }).click();
    await expect(page.getByRole("alert")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe(pl.path);
    await expect(page.locator("h1")).toHaveCount(1);
    expect(plain(await page.locator("h1").textContent())).toContain(sectionOf(pl, "hero")!.headline as string);
    await expect(page.locator("#contact-service")).toHaveValue(expectedRows(pl).service);
  });
});
