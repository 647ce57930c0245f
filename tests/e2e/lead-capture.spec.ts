import AxeBuilder from "@axe-core/playwright";
import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { CONSENT_VERSION } from "@/lib/consent/record";
import faqData from "@/content/faq/faq.json" with { type: "json" };
import { receivedGraphRequests, receivedMails } from "../support/e2e-sinks";

// A lead must never be lost: the form works before its code has loaded and with JavaScript off, as the same form,
// and no field ever reaches an address bar (or a server's access log, tests/infra/cache.infra.test.ts).

// The thank-you page's address for a new lead: its id, the time and the server's signature of both.
const SIGNED_LEAD = String.raw`\?lead=[0-9a-f-]{36}&t=\d{13}&sig=[\w-]{22}`;

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

const languages = {
  pl: {
    home: "/",
    thanks: "/thank-you",
    title: "Dziękujemy! Twoja wiadomość do nas dotarła",
    form: "Formularz kontaktowy",
    submit: "Wyślij wiadomość",
    labels: {
      firstName: "Imię",
      lastName: "Nazwisko",
      email: "E-mail",
      company: "Firma (opcjonalnie)",
      service: "Usługa",
      budget: "Miesięczny budżet reklamowy",
      message: "Wiadomość",
    },
    errors: {
      firstName: "Imię musi mieć przynajmniej 2 znaki",
      email: "Proszę podać prawidłowy adres email",
      service: "Proszę wybrać usługę",
      message: "Wiadomość musi mieć przynajmniej 10 znaków",
    },
  },
  en: {
    home: "/en",
    thanks: "/en/thank-you",
    title: "Thank you! Your message has reached us",
    form: "Contact form",
    submit: "Send Message",
    labels: {
      firstName: "First name",
      lastName: "Last name",
      email: "Email",
      company: "Company (optional)",
      service: "Service",
      budget: "Monthly ad budget",
      message: "Message",
    },
    errors: {
      firstName: "First name must be at least 2 characters",
      email: "Please enter a valid email address",
      service: "Please select a service",
      message: "Message must be at least 10 characters",
    },
  },
} as const;
type Language = (typeof languages)[keyof typeof languages];

const field = (page: Page, language: Language, name: keyof Language["labels"]) =>
  page.getByRole("form", { name: language.form }).getByLabel(language.labels[name], { exact: true });

/** Every URL the browser asked for, to prove no field of the form reached one. */
function recordUrls(context: BrowserContext): string[] {
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  return urls;
}

async function fillValid(page: Page, language: Language, values: { email: string; message: string }) {
  await field(page, language, "firstName").fill("Zofia");
  await field(page, language, "lastName").fill("Wiśniewska");
  await field(page, language, "email").fill(values.email);
  await field(page, language, "company").fill("Kwiaciarnia Róża");
  await field(page, language, "service").selectOption("google-ads");
  await field(page, language, "budget").selectOption("do-1000");
  await field(page, language, "message").fill(values.message);
}

function expectNoFieldIn(urls: string[], values: string[]) {
  for (const url of urls) {
    const decoded = decodeURIComponent(url).toLowerCase();
    for (const value of values) expect(decoded, url).not.toContain(value.toLowerCase());
  }
}

for (const [code, language] of Object.entries(languages)) {
  test.describe(`with JavaScript off on ${language.home}`, () => {
    test.use({ javaScriptEnabled: false });

    test("a valid lead arrives once and the visitor lands on the thank-you page; a reload sends nothing", async ({
      page,
      context,
    }) => {
      const urls = recordUrls(context);
      const token = unique();
      const email = `zofia.${token}@example.com`;
      const message = `Prosimy o kontakt w sprawie kampanii ${token}.`;
      await page.goto(`${language.home}#contact`);
      await fillValid(page, language, { email, message });
      const posted = page.waitForResponse((response) => response.request().method() === "POST");
      await page.getByRole("form", { name: language.form }).getByRole("button", { name: language.submit }).click();
      const post = await posted;
      expect(post.status()).toBe(303); // post/redirect/get: the thank-you page is a GET
      expect(new URL(post.headers().location!, "http://x").pathname).toBe(language.thanks);

      await expect(page).toHaveURL(new RegExp(`${language.thanks}${SIGNED_LEAD}$`));
      await expect(page.locator("h1")).toHaveText(language.title);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      await expect.poll(() => receivedMails(token).length, { timeout: 10_000 }).toBe(1);
      const [mail] = receivedMails(token);
      expect(mail?.text).toContain(`E-mail: ${email}`);
      expect(mail?.text).toContain(`Język strony: ${code === "pl" ? "polski (pl)" : "angielski (en)"}`);

      await page.reload();
      await expect(page.locator("h1")).toHaveText(language.title);
      await page.waitForTimeout(1000);
      expect(receivedMails(token)).toHaveLength(1);
      expectNoFieldIn(urls, ["Zofia", "Wiśniewska", email, "Kwiaciarnia", token]);
    });

    test("the same lead posted twice (a double press, a resubmission): one e-mail, a thank-you page each, counted once", async ({
      page,
    }) => {
      const token = unique();
      const values = { email: `zofia.${token}@example.com`, message: `Ta sama wiadomość dwa razy ${token}.` };
      for (const round of [1, 2]) {
        await page.goto(`${language.home}#contact`);
        await fillValid(page, language, values);
        await page.getByRole("form", { name: language.form }).getByRole("button", { name: language.submit }).click();
        await expect(page.locator("h1")).toHaveText(language.title);
        // Only the first is a new lead: the second thank-you page reports no conversion.
        if (round === 1) await expect(page).toHaveURL(new RegExp(`${language.thanks}${SIGNED_LEAD}$`));
        else await expect(page).toHaveURL(new RegExp(`${language.thanks}$`));
      }
      await expect.poll(() => receivedMails(token).length, { timeout: 10_000 }).toBe(1);
      await page.waitForTimeout(1000);
      expect(receivedMails(token)).toHaveLength(1);
    });

    test("an invalid form comes back with the messages under the fields, every value kept, the summary focused, nothing sent", async ({
      page,
      context,
    }) => {
      const urls = recordUrls(context);
      const token = unique();
      await page.goto(language.home);
      await field(page, language, "firstName").fill("Z");
      await field(page, language, "email").fill(`not-an-address-${token}`);
      await field(page, language, "company").fill(`Firma ${token}`);
      await field(page, language, "budget").selectOption("powyzej-3000");
      await field(page, language, "message").fill("Za krótko");
      await page.getByRole("form", { name: language.form }).getByRole("button", { name: language.submit }).click();

      await expect(page).toHaveURL(new RegExp(`${language.home === "/" ? "/" : language.home}$`));
      for (const [name, message] of Object.entries(language.errors)) {
        const input = field(page, language, name as keyof Language["labels"]);
        await expect(input).toHaveAttribute("aria-invalid", "true");
        await expect(input).toHaveAccessibleDescription(message);
      }
      await expect(field(page, language, "firstName")).toHaveValue("Z");
      await expect(field(page, language, "email")).toHaveValue(`not-an-address-${token}`);
      await expect(field(page, language, "company")).toHaveValue(`Firma ${token}`);
      await expect(field(page, language, "budget")).toHaveValue("powyzej-3000");
      await expect(field(page, language, "message")).toHaveValue("Za krótko");
      const summary = page.getByRole("form", { name: language.form }).getByRole("alert");
      await expect(summary).toBeFocused();
      await expect(summary).toContainText(language.errors.email);
      await page.waitForTimeout(500);
      expect(receivedMails(token)).toHaveLength(0);
      expectNoFieldIn(urls, [token, "Za krótko"]);
    });
  });
}

test.describe("with JavaScript on but the form's code blocked (a slow phone, an extension)", () => {
  // The service worker would fetch the blocked file behind the page's back.
  test.use({ serviceWorkers: "block" });

  async function blockFormCode(page: Page) {
    const blocked: string[] = [];
    await page.route("**/_next/static/chunks/*.js", async (route) => {
      try {
        const response = await route.fetch();
        // The form's own chunk: the one with its error toast's colours.
        if ((await response.text()).includes("--error-bg")) {
          blocked.push(route.request().url());
          return await route.abort();
        }
        return await route.fulfill({ response });
      } catch {
        // The test ended and closed the page while a file was on its way.
      }
    });
    return blocked;
  }

  /** A visitor who allowed every category; other hosts (Google's, Meta's) are not reached. */
  async function consentToEverything(page: Page, baseURL: string) {
    const origin = new URL(baseURL).origin;
    await page.route(
      (url) => url.origin !== origin,
      (route) => route.abort(),
    );
    await page.addInitScript((version) => {
      const timestamp = new Date().toISOString();
      localStorage.setItem(
        "cookie-consent",
        JSON.stringify({ necessary: true, analytics: true, marketing: true, functional: true, timestamp, version }),
      );
    }, CONSENT_VERSION);
  }

  test("the lead still arrives once and the page goes to the thank-you page, in both languages", async ({
    page,
    context,
  }) => {
    const urls = recordUrls(context);
    const blocked = await blockFormCode(page);
    for (const language of Object.values(languages)) {
      const token = unique();
      const email = `zofia.${token}@example.com`;
      await page.goto(`${language.home}#contact`);
      await fillValid(page, language, { email, message: `Formularz bez swojego kodu ${token}.` });
      await page.getByRole("form", { name: language.form }).getByRole("button", { name: language.submit }).click();
      await expect(page).toHaveURL(language.thanks); // the lead's id leaves the address once read
      await expect(page.locator("h1")).toHaveText(language.title);
      await expect.poll(() => receivedMails(token).length, { timeout: 10_000 }).toBe(1);
      expectNoFieldIn(urls, ["Zofia", email, token]);
    }
    expect(blocked.length).toBeGreaterThan(0);
  });

  test("the thank-you page reports the conversion once, with the id the server's event carries", async ({
    page,
    baseURL,
  }) => {
    await consentToEverything(page, baseURL!);
    await blockFormCode(page);
    const language = languages.en;
    const token = unique();
    await page.goto(`${language.home}#contact`);
    await fillValid(page, language, {
      email: `zofia.${token}@example.com`,
      message: `Konwersja z podziękowania ${token}.`,
    });
    await page.getByRole("form", { name: language.form }).getByRole("button", { name: language.submit }).click();
    await expect(page).toHaveURL(language.thanks);

    const leads = () =>
      page.evaluate(() =>
        ((window as unknown as { fbq?: { queue: ArrayLike<unknown>[] } }).fbq?.queue ?? [])
          .map((args) => Array.from(args))
          .filter((args) => args[1] === "Lead"),
      );
    await expect.poll(async () => (await leads()).length).toBe(1);
    const [lead] = await leads();
    const eventId = (lead?.[3] as { eventID?: string } | undefined)?.eventID;
    expect(eventId).toMatch(/^[0-9a-f-]{36}$/);
    await expect.poll(() => receivedGraphRequests(eventId!).length, { timeout: 10_000 }).toBe(1);

    await page.reload();
    await expect(page.locator("h1")).toHaveText(language.title);
    await page.waitForTimeout(1000);
    expect(await leads()).toHaveLength(0);
  });

  test("a thank-you link made up elsewhere reports nothing: the server does not confirm its signature", async ({
    page,
    baseURL,
  }) => {
    await consentToEverything(page, baseURL!);
    const conversions = () =>
      page.evaluate(() => {
        const w = window as unknown as { fbq?: { queue: ArrayLike<unknown>[] }; dataLayer?: ArrayLike<unknown>[] };
        return [...(w.fbq?.queue ?? []), ...(w.dataLayer ?? [])]
          .map((args) => Array.from(args))
          .filter((args) => args[1] === "Lead" || args[1] === "InitiateCheckout" || args[1] === "conversion");
      });
    const lead = "3f0c7a52-8d1e-4b6a-9c2f-5e7d1a0b4c93";
    for (const query of [`lead=${lead}`, `lead=${lead}&t=${Date.now()}&sig=AAAAAAAAAAAAAAAAAAAAAA`]) {
      const checked = query.includes("sig")
        ? page.waitForResponse((response) => new URL(response.url()).pathname === "/api/contact/thanks")
        : undefined;
      await page.goto(`${languages.en.thanks}?${query}`);
      await expect(page).toHaveURL(languages.en.thanks); // the address is cleaned all the same
      if (checked) expect((await checked).status()).toBe(404);
      await page.waitForTimeout(1000);
      expect(await conversions()).toEqual([]);
    }
  });
});

test.describe("the FAQ before its code", () => {
  test.use({ javaScriptEnabled: false });

  test("each question names its panel and each panel its question, in the server HTML", async ({ page }) => {
    await page.goto("/#faq");
    const questions = page.locator("#faq h3 button");
    await expect(questions).toHaveCount(faqData.items.length);
    for (const question of await questions.all()) {
      const panelId = await question.getAttribute("aria-controls");
      expect(panelId).toBeTruthy();
      const panel = page.locator(`[id="${panelId}"]`);
      await expect(panel).toHaveCount(1);
      await expect(panel).toHaveAttribute("aria-labelledby", (await question.getAttribute("id"))!);
    }
  });

  test("every answer can be read without JavaScript", async ({ page }) => {
    await page.goto("/#faq");
    const answers = page.locator('#faq [role="region"]');
    await expect(answers).toHaveCount(faqData.items.length);
    for (const answer of await answers.all()) await expect(answer).toBeVisible();
    await expect(page.getByText(/kilku tygodni/)).toBeVisible();
  });
});

test("the thank-you pages have no accessibility violation (WCAG 2.2 AA)", async ({ page }) => {
  for (const path of [languages.pl.thanks, languages.en.thanks]) {
    await page.goto(path);
    const { violations } = await new AxeBuilder({ page })
      .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"])
      .analyze();
    expect(
      violations.map((violation) => violation.id),
      path,
    ).toEqual([]);
  }
});
