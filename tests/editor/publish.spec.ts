import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { decodeMail } from "../support/mail-decode";
import { startSmtpSink, type SmtpSink } from "../support/smtp-sink";
import { waitForFormCode } from "../e2e/helpers/form-action";
import { makeSiteCopy, run, startServer, type Server, type SiteCopy } from "./site-copy";

// The owner's work, done in the browser as the owner does it: an article in Polish and its English translation, then
// a price, a new promotion and a FAQ answer in both languages, then a campaign page and its English twin. Keystatic
// saves them in a copy of the checkout (`next dev`, local mode); a production build of that copy must then show them to
// visitors, and a lead from the campaign page must reach the owner's mail server naming it.

test.describe.configure({ mode: "serial" });

const article = {
  pl: {
    slug: "lokalne-seo-dla-malych-firm",
    title: "Lokalne SEO dla małych firm",
    description: "Jak mała firma pojawia się w mapach i lokalnych wynikach Google: profil firmy, opinie i spójne dane.",
    tags: ["SEO lokalne", "Mapy Google"],
    author: "Zespół SEO",
    heading: "Od czego zacząć",
    intro: "Najpierw dwa kroki:",
    list: ["profil firmy w Google", "opinie klientów"],
    box: { title: "Bezpłatny audyt lokalnego SEO", cta: "Zamów audyt", text: "Sprawdzimy profil Twojej firmy." },
  },
  en: {
    slug: "local-seo-for-small-businesses",
    title: "Local SEO for small businesses",
    description:
      "How a small business shows up in Google Maps and local results: its profile, reviews and consistent details.",
    tags: ["local SEO", "Google Maps"],
    author: "SEO Team",
    heading: "Where to start",
    intro: "Two steps first:",
    list: ["your Google business profile", "client reviews"],
    box: { title: "A free local SEO audit", cta: "Request the audit", text: "We check your business profile." },
  },
} as const;
const translationKey = "local-seo-small-business";

// An article saved without its translation: published in Polish alone, it must not hold the other changes back.
const alone = {
  slug: "reklamy-w-mapach-google",
  title: "Reklamy w Mapach Google",
  description:
    "Jak pokazać firmę w Mapach Google nad wynikami organicznymi: kampania lokalna, profil firmy i pomiar wizyt.",
  tags: ["Mapy Google"],
  author: "Zespół Google Ads",
  heading: "Kiedy to się opłaca",
  intro: "Sprawdź dwie rzeczy:",
  list: ["czy klienci szukają w okolicy", "czy profil firmy jest kompletny"],
  box: { title: "Bezpłatny audyt profilu firmy", cta: "Zamów audyt", text: "Sprawdzimy Twój profil w Mapach." },
  translationKey: "google-maps-ads",
} as const;

const faqAnswer = {
  pl: "Prostą stronę uruchamiamy w dwa tygodnie, sklep w sześć tygodni od zatwierdzenia projektu.",
  en: "A simple website goes live in two weeks, an online shop in six weeks from design approval.",
};
const price = { mini: 700, promotionMini: 350 };
// The saved promotion ended on 31 July 2025 (content/pricing/pricing.json): a new one may start 31 days later at the earliest.
const promotion = {
  tooSoon: "2025-08-20",
  firstDay: "2026-09-01",
  lastDay: "2030-06-30",
  previousLastDay: "2025-07-31",
};

// A campaign page from four sections: its hero, two of the site's benefits, two FAQ questions and the form with its
// service chosen; the choices are the editor's (Polish) labels, the same for both languages.
const campaign = {
  key: "clinic-websites",
  adsLabel: "ClinicLeads_1",
  benefits: { labels: ["Lepsza konwersja", "Wiarygodność"], keys: ["conversion", "credibility"] },
  faq: {
    labels: ["Ile trwa realizacja projektu?", "Jak zacząć współpracę?"],
    keys: ["project-duration", "getting-started"],
  },
  service: { label: "Tworzenie stron internetowych", id: "website" },
  pl: {
    title: "Strony internetowe dla gabinetów",
    slug: "strony-internetowe-dla-gabinetow",
    path: "/lp/strony-internetowe-dla-gabinetow",
    description:
      "Strony dla gabinetów stomatologicznych: oferta, ceny i zapisy przez formularz, gotowe w kilka tygodni.",
    headline: "Strona gabinetu, która zapełnia grafik",
    subline: "Projektujemy strony dla gabinetów stomatologicznych: pacjent znajdzie ofertę, ceny i formularz zapisu.",
    button: "Zapytaj o stronę dla gabinetu",
    faq: ["Ile trwa realizacja projektu?", "Jak zacząć współpracę?"],
  },
  en: {
    title: "Websites for dental clinics",
    slug: "websites-for-dental-clinics",
    path: "/en/lp/websites-for-dental-clinics",
    description:
      "Websites for dental clinics: services, prices and a booking form, ready within a few weeks of approval.",
    headline: "A clinic website that fills your calendar",
    subline: "We design websites for dental clinics: patients find your services, your prices and a booking form.",
    button: "Ask about a clinic website",
    faq: ["How long does a project take?", "How do we get started?"],
  },
} as const;

let copy: SiteCopy;
let server: Server | undefined;

test.beforeAll(async () => {
  test.setTimeout(300_000);
  copy = makeSiteCopy();
  const port = new URL(test.info().project.use.baseURL!).port;
  server = await startServer(copy.dir, ["dev", "-p", port], `http://localhost:${port}/keystatic`, 280_000);
});

test.afterAll(async () => {
  await server?.stop();
  copy?.remove();
});

const plain = (text: string) => text.replace(/\u00a0/g, " ");

/** What the page's Content-Security-Policy blocked, but Keystatic's Google Font (blocked on purpose). */
async function policyViolations(page: Page): Promise<string[]> {
  const seen: string[] = await page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);
  return seen.filter((violation) => !violation.includes("fonts.googleapis.com"));
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI}`);
    });
  });
});

/** Writes the body as an owner does: the toolbar's block type and list button, the insert menu ("/") for the box. */
type Body = {
  heading: string;
  intro: string;
  list: readonly [string, string];
  box: { title: string; cta: string; text: string };
};

async function writeBody(page: Page, words: Body) {
  const body = page.getByRole("textbox", { name: "Treść" });
  await body.click();
  await page.keyboard.press("ControlOrMeta+a");
  await page.keyboard.press("Delete");
  await page.keyboard.type(words.heading);
  await page.getByRole("button", { name: /Text block/ }).click();
  await page.getByRole("option", { name: "Heading 2" }).click();
  await body.getByRole("heading", { name: words.heading }).click();
  await page.keyboard.press("End");
  await page.keyboard.press("Enter");
  await page.keyboard.type(words.intro);
  await page.keyboard.press("Enter");
  await page.getByRole("radio", { name: "Bullet list" }).click();
  await page.keyboard.type(words.list[0]);
  await page.keyboard.press("Enter");
  await page.keyboard.type(words.list[1]);
  await page.keyboard.press("Enter");
  await page.keyboard.press("Enter");
  await page.keyboard.type("/");
  await page.getByRole("option", { name: "Ramka: bezpłatny audyt SEO" }).click();
  await page.keyboard.type(words.box.text);
  await body.getByRole("button", { name: "Edit" }).click();
  const dialog = page.getByRole("dialog", { name: "Edit Ramka: bezpłatny audyt SEO" });
  await dialog.getByRole("textbox", { name: "Nagłówek ramki" }).fill(words.box.title);
  await dialog.getByRole("textbox", { name: "Napis na przycisku" }).fill(words.box.cta);
  await dialog.getByRole("button", { name: "Done" }).click();
  await expect(body.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
  await expect(body.getByRole("listitem")).toHaveText([...words.list]);
  await expect(body.getByText(words.box.title)).toBeVisible();
}

async function setTags(page: Page, tags: readonly string[]) {
  const list = page.getByRole("grid", { name: "Tagi" });
  // A tag's row: its drag handle, its words and (the last button) its removal.
  const rows = list.getByRole("row").filter({ has: page.getByRole("button", { name: /^Przeciągnij/ }) });
  while ((await rows.count()) > 0) await rows.first().getByRole("button").last().click();
  for (const tag of tags) {
    await page.getByRole("group", { name: /^Tagi/ }).getByRole("button", { name: "Dodaj" }).click();
    const dialog = page.getByRole("dialog", { name: "Add item" });
    await dialog.getByRole("textbox", { name: "Tag" }).fill(tag);
    await dialog.getByRole("button", { name: "Dodaj" }).click();
    await expect(dialog).toHaveCount(0);
  }
  await expect(rows).toHaveText([...tags]);
}

type SavedPost = {
  slug: string;
  title: string;
  tags: string[];
  language: string;
  translationKey: string;
  body: string;
};

/** The copy's articles, read by the site's own loader: it throws, naming the file, on front matter the build refuses. */
async function savedArticles(): Promise<SavedPost[]> {
  const output = await run(
    copy.dir,
    ["npx", "tsx", "--conditions=react-server", "tests/editor/read-articles.ts"],
    60_000,
  );
  return JSON.parse(output) as SavedPost[];
}

test("the owner writes an article in Polish and starts its English translation from it, in the editor", async ({
  page,
}) => {
  const pl = article.pl;
  await page.goto("/keystatic/collection/articles/create");
  await page.getByRole("textbox", { name: "Tytuł" }).fill(pl.title);
  await expect(page.getByRole("textbox", { name: "Adres artykułu" })).toHaveValue(pl.slug);
  await page.getByRole("textbox", { name: "Opis" }).fill("Za krótki opis.");
  await page.getByRole("textbox", { name: "Kategoria" }).fill("SEO");
  await setTags(page, pl.tags);
  await page.getByRole("textbox", { name: "Autor" }).fill(pl.author);
  await page.getByRole("textbox", { name: "Klucz tłumaczenia" }).fill(translationKey);
  await writeBody(page, pl);
  // A description the build would refuse: the editor says so and saves nothing.
  await page.getByRole("button", { name: "Utwórz" }).click();
  await expect(page.getByText("Opis must be at least 70 characters long")).toBeVisible();
  await expect(page).toHaveURL(/\/keystatic\/collection\/articles\/create$/);
  expect(existsSync(path.join(copy.dir, "content/blog", `${pl.slug}.mdx`))).toBe(false);
  await page.getByRole("textbox", { name: "Opis" }).fill(pl.description);
  await page.getByRole("button", { name: "Utwórz" }).click();
  await page.waitForURL(`**/keystatic/collection/articles/item/${pl.slug}`);
  await expect(page.getByRole("textbox", { name: "Tytuł" })).toHaveValue(pl.title);

  // The translation starts as a copy of the article: the same translation key, the other language.
  const en = article.en;
  await page.getByRole("button", { name: "Duplicate entry…" }).click();
  await page.waitForURL(`**/keystatic/collection/articles/create?duplicate=${pl.slug}`);
  await expect(page.getByRole("textbox", { name: "Klucz tłumaczenia" })).toHaveValue(translationKey);
  await page.getByRole("textbox", { name: "Tytuł" }).fill(en.title);
  await page.getByRole("textbox", { name: "Adres artykułu" }).fill(en.slug);
  await page.getByRole("textbox", { name: "Opis" }).fill(en.description);
  await setTags(page, en.tags);
  await page.getByRole("textbox", { name: "Autor" }).fill(en.author);
  await page.getByRole("button", { name: "polski Język" }).click();
  await page.getByRole("option", { name: "angielski" }).click();
  await writeBody(page, en);
  await page.getByRole("button", { name: "Utwórz" }).click();
  await page.waitForURL(`**/keystatic/collection/articles/item/${en.slug}`);

  const saved = (await savedArticles()).filter((post) => post.translationKey === translationKey);
  expect(saved.map((post) => [post.slug, post.language, post.title, post.tags])).toEqual(
    expect.arrayContaining([
      [pl.slug, "pl", pl.title, [...pl.tags]],
      [en.slug, "en", en.title, [...en.tags]],
    ]),
  );
  expect(saved).toHaveLength(2);
  for (const language of ["pl", "en"] as const) {
    const words = article[language];
    const body = saved.find((post) => post.language === language)!.body;
    expect(body).toMatch(new RegExp(`^## ${words.heading}$`, "m"));
    for (const item of words.list) expect(body).toMatch(new RegExp(`^[*-] ${item}$`, "m"));
    expect(body).toContain(`<SeoAuditBox title="${words.box.title}" cta="${words.box.cta}">`);
  }
  expect(await policyViolations(page)).toEqual([]);
});

test("the owner saves a Polish article without its translation, in the editor", async ({ page }) => {
  await page.goto("/keystatic/collection/articles/create");
  await page.getByRole("textbox", { name: "Tytuł" }).fill(alone.title);
  await expect(page.getByRole("textbox", { name: "Adres artykułu" })).toHaveValue(alone.slug);
  await page.getByRole("textbox", { name: "Opis" }).fill(alone.description);
  await page.getByRole("textbox", { name: "Kategoria" }).fill("Google Ads");
  await setTags(page, alone.tags);
  await page.getByRole("textbox", { name: "Autor" }).fill(alone.author);
  await page.getByRole("textbox", { name: "Klucz tłumaczenia" }).fill(alone.translationKey);
  // The key's hint says what happens to an article without its translation.
  await expect(page.getByText(/Artykuł bez tłumaczenia ukaże się tylko w\u00a0swoim języku/)).toBeVisible();
  await writeBody(page, alone);
  await page.getByRole("button", { name: "Utwórz" }).click();
  await page.waitForURL(`**/keystatic/collection/articles/item/${alone.slug}`);
  const saved = (await savedArticles()).filter((post) => post.translationKey === alone.translationKey);
  expect(saved.map((post) => [post.slug, post.language])).toEqual([[alone.slug, "pl"]]);
});

test("the owner changes a price, starts a new promotion and changes a FAQ answer in both languages, in the editor", async ({
  page,
}) => {
  // A save is done when its file is written (the button is disabled while it is under way, too).
  const saved = (file: string) => () => JSON.parse(readFileSync(path.join(copy.dir, "content", file), "utf8"));
  const before = saved("pricing/pricing.json")();

  await page.goto("/keystatic/singleton/pricing");
  await page.getByRole("textbox", { name: "Opłata miesięczna (zł netto)" }).first().fill(String(price.mini));
  await page.getByRole("textbox", { name: "Ostatni dzień promocji", exact: true }).fill(promotion.lastDay);
  // A new promotion too soon after the saved one: the editor names the earliest day, explains why, and saves nothing.
  await page.getByRole("textbox", { name: "Pierwszy dzień promocji" }).fill(promotion.tooSoon);
  const previous = page.getByRole("textbox", { name: "Ostatni dzień poprzedniej promocji" });
  await expect(previous).toHaveValue(promotion.previousLastDay);
  const refusal = page.getByRole("group", { name: "Promocja dla nowych klientów" }).getByRole("alert");
  await expect(refusal).toContainText("Nowa promocja może się zacząć najwcześniej 31 sierpnia 2025");
  await expect(refusal).toContainText("najniższą cenę z\u00a0tych 30\u00a0dni");
  await page.getByRole("button", { name: "Save" }).click();
  await page.waitForTimeout(2000);
  expect(saved("pricing/pricing.json")()).toEqual(before);
  await page.screenshot({ path: test.info().outputPath("editor-pricing-refused.png") });

  await page.getByRole("textbox", { name: "Pierwszy dzień promocji" }).fill(promotion.firstDay);
  await expect(refusal).toHaveCount(0);
  await page.getByRole("button", { name: "Save" }).click();
  await expect.poll(saved("pricing/pricing.json")).toMatchObject({
    packages: { mini: { originalPrice: price.mini } },
    promotion: { firstDay: promotion.firstDay, lastDay: promotion.lastDay, previousLastDay: promotion.previousLastDay },
  });
  await page.screenshot({ path: test.info().outputPath("editor-pricing.png") });

  await page.goto("/keystatic/singleton/faq");
  await page.getByRole("row", { name: "Ile trwa realizacja projektu?" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("textbox", { name: "Odpowiedź" }).first().fill(faqAnswer.pl);
  await dialog.getByRole("textbox", { name: "Odpowiedź" }).last().fill(faqAnswer.en);
  await dialog.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Save" }).click();
  await expect
    .poll(() => saved("faq/faq.json")().items[1])
    .toMatchObject({ pl: { answer: faqAnswer.pl }, en: { answer: faqAnswer.en } });
  expect(await policyViolations(page)).toEqual([]);
});

/** Adds a section to the campaign page: the kind from the Add menu, then its dialog filled in. */
async function addSection(page: Page, kind: string, fill: (dialog: Locator) => Promise<void>) {
  await page
    .getByRole("group", { name: /^Sekcje/ })
    .getByRole("button", { name: "Add" })
    .click();
  await page.getByRole("menuitem", { name: kind }).click();
  const dialog = page.getByRole("dialog", { name: `Add ${kind}` });
  await fill(dialog);
  await dialog.getByRole("button", { name: "Dodaj" }).click();
  await expect(dialog).toHaveCount(0);
}

type SavedCampaign = {
  slug: string;
  language: string;
  translationKey: string;
  adsConversionLabel?: string;
  sections: { discriminant: string; value: Record<string, unknown> }[];
};

test("the owner builds a campaign page from four sections and its English twin from it, in the editor", async ({
  page,
}) => {
  const pl = campaign.pl;
  await page.goto("/keystatic/collection/campaigns/create");
  await page.getByRole("textbox", { name: "Tytuł strony" }).fill(pl.title);
  await expect(page.getByRole("textbox", { name: "Adres strony" })).toHaveValue(pl.slug);
  await page.getByRole("textbox", { name: "Opis" }).fill(pl.description);
  await page.getByRole("textbox", { name: "Etykieta konwersji Google Ads" }).fill(campaign.adsLabel);
  await addSection(page, "Nagłówek strony", async (dialog) => {
    await dialog.getByRole("textbox", { name: "Nagłówek", exact: true }).fill(pl.headline);
    await dialog.getByRole("textbox", { name: "Podtytuł" }).fill(pl.subline);
    await dialog.getByRole("textbox", { name: "Napis na przycisku" }).fill(pl.button);
  });
  await addSection(page, "Korzyści", async (dialog) => {
    for (const label of campaign.benefits.labels) await dialog.getByRole("checkbox", { name: label }).check();
  });
  await addSection(page, "FAQ", async (dialog) => {
    for (const label of campaign.faq.labels) await dialog.getByRole("checkbox", { name: label }).check();
  });
  await addSection(page, "Formularz kontaktowy", async (dialog) => {
    await dialog.getByRole("button", { name: /Usługa wybrana w\sformularzu/ }).click();
    await page.getByRole("option", { name: campaign.service.label }).click();
  });
  await expect(page.getByRole("grid", { name: "Sekcje" }).getByRole("row")).toHaveText([
    `Nagłówek: ${pl.headline}`,
    "Korzyści",
    "FAQ",
    "Formularz kontaktowy",
  ]);
  // No translation key: the editor says so in Polish and saves nothing, as the build would refuse the page.
  await page.getByRole("button", { name: "Utwórz" }).click();
  await expect(page.getByText(/^Podaj klucz tłumaczenia\./)).toBeVisible();
  await expect(page).toHaveURL(/\/keystatic\/collection\/campaigns\/create$/);
  expect(existsSync(path.join(copy.dir, "content/campaigns/pages", `${pl.slug}.json`))).toBe(false);
  await page.getByRole("textbox", { name: "Klucz tłumaczenia" }).fill(campaign.key);
  await page.getByRole("button", { name: "Utwórz" }).click();
  await page.waitForURL(`**/keystatic/collection/campaigns/item/${pl.slug}`);

  // The twin starts as a copy: the same key, sections and choices; the other language and its own words.
  const en = campaign.en;
  await page.getByRole("button", { name: "Duplicate entry…" }).click();
  await page.waitForURL(`**/keystatic/collection/campaigns/create?duplicate=${pl.slug}`);
  await expect(page.getByRole("textbox", { name: "Klucz tłumaczenia" })).toHaveValue(campaign.key);
  await page.getByRole("textbox", { name: "Tytuł strony" }).fill(en.title);
  await page.getByRole("textbox", { name: "Adres strony" }).fill(en.slug);
  await page.getByRole("textbox", { name: "Opis" }).fill(en.description);
  await page.getByRole("button", { name: "polski Język" }).click();
  await page.getByRole("option", { name: "angielski" }).click();
  await page
    .getByRole("grid", { name: "Sekcje" })
    .getByRole("row", { name: `Nagłówek: ${pl.headline}` })
    .click();
  const hero = page.getByRole("dialog", { name: "Edit Nagłówek strony" });
  await hero.getByRole("textbox", { name: "Nagłówek", exact: true }).fill(en.headline);
  await hero.getByRole("textbox", { name: "Podtytuł" }).fill(en.subline);
  await hero.getByRole("textbox", { name: "Napis na przycisku" }).fill(en.button);
  await hero.getByRole("button", { name: "Done" }).click();
  await page.getByRole("button", { name: "Utwórz" }).click();
  await page.waitForURL(`**/keystatic/collection/campaigns/item/${en.slug}`);

  const output = await run(
    copy.dir,
    ["npx", "tsx", "--conditions=react-server", "tests/editor/read-campaigns.ts"],
    60_000,
  );
  const saved = (JSON.parse(output) as SavedCampaign[]).filter((page) => page.translationKey === campaign.key);
  expect(saved.map((page) => [page.slug, page.language]).sort()).toEqual([
    [pl.slug, "pl"],
    [en.slug, "en"],
  ]);
  for (const page of saved) {
    expect(page.adsConversionLabel).toBe(campaign.adsLabel);
    expect(page.sections).toEqual([
      { discriminant: "hero", value: expect.objectContaining({ headline: expect.any(String) }) },
      { discriminant: "benefits", value: { items: { discriminant: "site", value: campaign.benefits.keys } } },
      { discriminant: "faq", value: { questions: campaign.faq.keys } },
      { discriminant: "contact", value: { service: campaign.service.id } },
    ]);
  }
  expect(await policyViolations(page)).toEqual([]);
});

test.describe("a production build of what the editor saved", () => {
  // The owner's mail server: the campaign page's leads must reach it.
  let mail: SmtpSink;

  test.beforeAll(async () => {
    test.setTimeout(720_000);
    await server?.stop();
    server = undefined;
    await run(copy.dir, ["npx", "next", "build"], 600_000);
    mail = await startSmtpSink();
    const port = new URL(test.info().project.use.baseURL!).port;
    server = await startServer(copy.dir, ["start", "-p", port], `http://localhost:${port}/`, 60_000, {
      SMTP_URL: `smtp://127.0.0.1:${mail.port}`,
      OUTBOX_DIR: path.join(copy.dir, ".data/outbox"),
    });
  });

  test.afterAll(async () => {
    await mail?.close();
  });

  test("serves the campaign page and its twin with noindex, each naming the other as its translation, out of the sitemap", async ({
    page,
    request,
  }) => {
    for (const [language, other, switchTo] of [
      ["pl", "en", "Zmień język na: English"],
      ["en", "pl", "Switch language to Polski"],
    ] as const) {
      const words = campaign[language];
      await page.goto(words.path);
      await expect(page.locator("h1")).toHaveText(words.headline);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, follow");
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`${words.path}$`));
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        "href",
        new RegExp(`${campaign[other].path}$`),
      );
      await expect(page.getByRole("link", { name: switchTo }).first()).toHaveAttribute("href", campaign[other].path);
      await expect(page.locator("#benefits ul > li")).toHaveCount(campaign.benefits.keys.length);
      await expect(page.locator("#faq [data-faq-item]")).toHaveText([...words.faq]);
      await expect(page.locator("#contact-service")).toHaveValue(campaign.service.id);
      await expect(page.getByRole("main").getByRole("link", { name: words.button })).toHaveAttribute(
        "href",
        `${words.path}#contact`,
      );
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).not.toContain("/lp/");
  });

  test("a lead from the Polish campaign page, with JavaScript and without, reaches the owner naming the page and the service", async ({
    page,
    browser,
  }) => {
    const { path: pagePath, title } = campaign.pl;
    const sent = (token: string) => mail.messages.filter((raw) => raw.includes(token)).map(decodeMail);
    const fill = async (on: Page, token: string) => {
      await on.locator("#contact-firstName").fill("Ewa");
      await on.locator("#contact-lastName").fill("Zając");
      await on.locator("#contact-email").fill(`ewa.${token}@example.com`);
      await on.locator("#contact-message").fill(`Prosimy o stronę dla gabinetu ${token}.`);
      await on.locator("#contact-form").getByRole("button", { name: "Wyślij wiadomość" }).click();
    };
    const expectLead = async (token: string) => {
      await expect.poll(() => sent(token).length, { timeout: 15_000 }).toBe(1);
      const { text } = sent(token)[0]!;
      expect(text).toContain(`Landing: ${title} (${pagePath}, klucz tłumaczenia: ${campaign.key})`);
      expect(text).toContain(`Usługa: ${campaign.service.label} (${campaign.service.id})`);
    };

    const scripted = `js${Date.now().toString(36)}`;
    await page.goto(pagePath);
    await waitForFormCode(page);
    await fill(page, scripted);
    await expect(page.locator("[data-sonner-toast]")).toContainText("Wiadomość wysłana!");
    await expectLead(scripted);

    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL, javaScriptEnabled: false });
    const plain = await context.newPage();
    const unscripted = `nojs${Date.now().toString(36)}`;
    await plain.goto(`${pagePath}#contact`);
    await fill(plain, unscripted);
    // The thank-you page reports the lead under the page's own conversion label.
    await expect(plain).toHaveURL(/\/thank-you\?lead=[0-9a-f-]{36}&t=\d{13}&sig=[\w-]{22}&ads=ClinicLeads_1$/);
    await expectLead(unscripted);
    await context.close();
  });

  test("lists the article on /blog and /en/blog, links each to its translation, and puts both in the sitemap and the feeds", async ({
    page,
    request,
  }) => {
    for (const [language, other, blog, switchTo] of [
      ["pl", "en", "/blog", "Zmień język na: English"],
      ["en", "pl", "/en/blog", "Switch language to Polski"],
    ] as const) {
      const words = article[language];
      const href = `${blog}/${words.slug}`;
      const translation = language === "pl" ? `/en/blog/${article.en.slug}` : `/blog/${article.pl.slug}`;
      await page.goto(blog);
      await expect(page.getByRole("link", { name: words.title }).first()).toHaveAttribute("href", href);

      await page.goto(href);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.title);
      const main = page.getByRole("main");
      await expect(main.getByRole("heading", { level: 2, name: words.heading })).toBeVisible();
      await expect(main.getByRole("listitem").filter({ hasText: words.list[0] })).toBeVisible();
      await expect(main.getByText(words.box.title)).toBeVisible();
      await expect(main.getByRole("link", { name: words.box.cta })).toBeVisible();
      await expect(page.locator(`link[rel="alternate"][hreflang="${other}"]`)).toHaveAttribute(
        "href",
        new RegExp(`${translation}$`),
      );
      await expect(page.getByRole("link", { name: switchTo }).first()).toHaveAttribute("href", translation);

      const feed = await (await request.get(`${blog}/rss.xml`)).text();
      expect(feed).toContain(`${href}</link>`);
    }
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/blog/${article.pl.slug}</loc>`);
    expect(sitemap).toContain(`/en/blog/${article.en.slug}</loc>`);
    expect(sitemap).not.toContain("keystatic");
  });

  test("publishes the article without a translation in Polish alone: on /blog, its switch to /en/blog, no hreflang to a missing page", async ({
    page,
    request,
  }) => {
    const href = `/blog/${alone.slug}`;
    await page.goto("/blog");
    await expect(page.getByRole("link", { name: alone.title }).first()).toHaveAttribute("href", href);
    await page.goto("/en/blog");
    await expect(page.getByRole("link", { name: alone.title })).toHaveCount(0);

    await page.goto(href);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(alone.title);
    await expect(page.getByRole("main").getByText(alone.box.title)).toBeVisible();
    await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveCount(0);
    await expect(page.locator('link[rel="alternate"][hreflang="pl"]')).toHaveAttribute("href", new RegExp(`${href}$`));
    const switchToEnglish = page.getByRole("link", { name: "Zmień język na: English" }).first();
    await expect(switchToEnglish).toHaveAttribute("href", "/en/blog");
    await switchToEnglish.click();
    await expect(page).toHaveURL(/\/en\/blog$/);
    // The other language's prefix reaches it at its own address (DECISIONS 2).
    expect((await request.get(`/en${href}`, { maxRedirects: 0 })).headers().location).toBe(href);

    expect(await (await request.get("/blog/rss.xml")).text()).toContain(`${href}</link>`);
    expect(await (await request.get("/en/blog/rss.xml")).text()).not.toContain(alone.slug);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const entry = sitemap.split("<url>").find((url) => url.includes(`${href}</loc>`));
    expect(entry).toBeDefined();
    expect(entry).not.toContain('hreflang="en"');
  });

  test("shows the new price, the promotion with its terms until its last day and the new FAQ answers on the home pages", async ({
    page,
  }) => {
    await page.goto("/");
    const pricing = page.locator("#pricing");
    const mini = pricing.locator("[data-package=mini]");
    await expect(mini.getByTestId("current-price")).toHaveText(`${price.promotionMini}\u00a0zł`);
    await expect(mini.getByTestId("regular-price")).toHaveText(`${price.mini}\u00a0zł`);
    // The promotion's terms: who, until when, what it covers, that it does not combine; for businesses.
    const banner = plain(await pricing.getByTestId("promotion-banner").innerText());
    for (const words of [
      "−50% na pakiety Mini, Standard i E-COMMERCE przez pierwsze 3 miesiące",
      "Dla firm, które zawrą z nami pierwszą umowę do 30 czerwca 2030: przez pierwsze 3 miesiące współpracy stała opłata miesięczna jest niższa o 50%.",
      "Rabat nie obejmuje procentu od budżetu reklamowego ani samego budżetu i nie łączy się z innymi rabatami.",
      "Umowy zawarte do 30 czerwca 2030",
    ])
      expect(banner).toContain(words);
    // Under each struck price, the lowest price of the 30 days before the reduction (the regular one: no promotion
    // ended within them); none for the custom quote.
    const standard = pricing.locator("[data-package=standard]");
    await expect(standard.getByTestId("lowest-price")).toHaveText(
      "Najniższa cena z\u00a030\u00a0dni przed obniżką: 850\u00a0zł netto",
    );
    await expect(pricing.getByTestId("lowest-price")).toHaveCount(3);
    await expect(pricing.locator("[data-package=individual]").getByTestId("lowest-price")).toHaveCount(0);
    // Answers are in the HTML, closed ones hidden: their text, not what is on screen.
    expect(plain((await page.locator("#faq").textContent()) ?? "")).toContain(faqAnswer.pl);
    await pricing.screenshot({ path: test.info().outputPath("home-pricing.png") });
    await page.locator("#faq").getByRole("button", { name: "Ile trwa realizacja projektu?" }).click();
    await expect(page.locator("#faq").getByText(faqAnswer.pl.slice(0, 20))).toBeVisible();
    await page.locator("#faq").screenshot({ path: test.info().outputPath("home-faq.png") });

    await page.goto("/en");
    const english = plain(await page.locator("#pricing").getByTestId("promotion-banner").innerText());
    for (const words of [
      "OFFER",
      "50% off the Mini, Standard and E-COMMERCE packages for the first 3 months",
      "For businesses signing their first contract with us by 30 June 2030: 50% off the fixed monthly fee for your first 3 months with us.",
      "The discount does not apply to the share of the ad budget or the budget itself and cannot be combined with other discounts.",
      "Contracts signed by 30 June 2030",
    ])
      expect(english).toContain(words);
    await expect(page.locator("#pricing [data-package=standard]").getByTestId("lowest-price")).toHaveText(
      "Lowest price in the 30 days before the reduction: 850\u00a0zł + VAT",
    );
    await expect(page.locator("#pricing").getByTestId("lowest-price")).toHaveCount(3);
    expect(plain((await page.locator("#faq").textContent()) ?? "")).toContain(faqAnswer.en);
    // For a person to look at: the pricing with its promotion, in each language, on a phone and a desktop.
    for (const [language, home] of [
      ["pl", "/"],
      ["en", "/en"],
    ] as const) {
      for (const width of [390, 1280]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(home);
        const section = page.locator("#pricing");
        await section.screenshot({ path: test.info().outputPath(`pricing-${language}-${width}.png`) });
      }
    }
  });
});
