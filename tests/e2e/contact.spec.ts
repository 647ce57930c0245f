import { expect, test, type Page } from "@playwright/test";
import { CONSENT_VERSION } from "@/lib/consent/record";
import { receivedMails, REJECT_MARKER } from "../support/e2e-sinks";
import { actionFields, isActionPost, waitForActionPost, waitForFormCode } from "./helpers/form-action";

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** The contact form's field with this label (labels are matched exactly, inside the form only). */
function field(page: Page, label: string) {
  return page.getByRole("form", { name: /^(Formularz kontaktowy|Contact form)$/ }).getByLabel(label, { exact: true });
}

async function fill(page: Page, values: { email: string; labels: "pl" | "en" }) {
  await waitForFormCode(page);
  const en = values.labels === "en";
  await field(page, en ? "First name" : "Imię").fill("Anna");
  await field(page, en ? "Last name" : "Nazwisko").fill("Nowak");
  await field(page, en ? "Email" : "E-mail").fill(values.email);
  await field(page, en ? "Company (optional)" : "Firma (opcjonalnie)").fill("Salon <Urody> & Spa");
  await field(page, en ? "Service" : "Usługa").selectOption("meta-ads");
  await field(page, en ? "Monthly ad budget" : "Miesięczny budżet reklamowy").selectOption("1000-3000");
  await field(page, en ? "Message" : "Wiadomość").fill("We would like more bookings from Instagram.");
}

test.describe("contact form", () => {
  test("an empty submit shows the Polish messages under the fields and focuses the first", async ({ page }) => {
    await page.goto("/#contact");
    await waitForFormCode(page);
    const form = page.getByRole("form", { name: "Formularz kontaktowy" });
    await expect(field(page, "Miesięczny budżet reklamowy")).toHaveValue("nie-znam");
    await expect(field(page, "Usługa").locator("option:checked")).toHaveText("Wybierz usługę");
    await form.getByRole("button", { name: "Wyślij wiadomość" }).click();

    const expected: [string, string][] = [
      ["Imię", "Imię musi mieć przynajmniej 2 znaki"],
      ["Nazwisko", "Nazwisko musi mieć przynajmniej 2 znaki"],
      ["E-mail", "Proszę podać prawidłowy adres email"],
      ["Usługa", "Proszę wybrać usługę"],
      ["Wiadomość", "Wiadomość musi mieć przynajmniej 10 znaków"],
    ];
    for (const [label, message] of expected) {
      await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
      await expect(field(page, label)).toHaveAccessibleDescription(message);
    }
    await expect(field(page, "Firma (opcjonalnie)")).toHaveAttribute("aria-invalid", "false");
    await expect(field(page, "Imię")).toBeFocused();
    // The honeypot is not there for people or screen readers.
    await expect(page.getByRole("textbox", { name: "Zostaw to pole puste" })).toHaveCount(0);
    // Nor for autofill: a name and attributes no browser or password manager fills in for a person.
    const trap = page.locator('form[aria-label="Formularz kontaktowy"] input[tabindex="-1"]');
    await expect(trap).toHaveCount(1);
    await expect(trap).toHaveAttribute("autocomplete", "off");
    await expect(trap).toHaveAttribute("data-1p-ignore", "");
    await expect(trap).toHaveAttribute("data-lpignore", "true");
    expect(await trap.getAttribute("name")).not.toMatch(/company|website|url|name|mail|phone|address|city|zip|org/i);
  });

  test("a successful send shows the toast, resets the form and delivers exactly one e-mail", async ({
    page,
    baseURL,
  }) => {
    const email = `anna.${unique()}@example.com`;
    // With analytics allowed the visit's attribution is kept in sessionStorage, so it outlives a full page load.
    await page.addInitScript((version) => {
      const record = {
        necessary: true,
        analytics: true,
        marketing: false,
        functional: false,
        timestamp: new Date().toISOString(),
        version,
      };
      localStorage.setItem("cookie-consent", JSON.stringify(record));
    }, CONSENT_VERSION);
    await page.context().route(
      (url) => url.origin !== new URL(baseURL!).origin,
      (route) => route.abort(),
    );
    await page.goto("/en?utm_source=newsletter&utm_campaign=autumn");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("visit-attribution"))).toContain("newsletter");
    await page.goto("/en#contact"); // a later page of the visit: the landing page stays the first one
    await fill(page, { email, labels: "en" });
    const api: string[] = [];
    page.on("request", (request) => request.url().endsWith("/api/contact") && api.push(request.url()));
    const sent = waitForActionPost(page);
    await page.getByRole("button", { name: "Send Message" }).click();
    // One way in: the page's code posts to the form's server action, not to the JSON API. The untouched honeypot is not
    // sent at all; the conversion's event id and the marketing choice are.
    const body = actionFields(await sent);
    expect(Object.keys(body).toSorted()).toEqual(
      [
        "attribution",
        "budget",
        "company",
        "email",
        "eventId",
        "firstName",
        "js",
        "lastName",
        "locale",
        "marketingConsent",
        "message",
        "service",
      ].toSorted(),
    );
    expect(body.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(body.marketingConsent).toBe("false");

    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Message Sent!");
    await expect(toast).toContainText("Thank you for your message. We’ll get back to you soon.");
    await expect(field(page, "First name")).toHaveValue("");
    await expect(field(page, "Email")).toHaveValue("");
    await expect(field(page, "Service")).toHaveValue("");
    await expect(field(page, "Monthly ad budget")).toHaveValue("nie-znam");
    expect(api).toEqual([]);

    await expect.poll(() => receivedMails(email).length, { timeout: 10_000 }).toBe(1);
    await page.waitForTimeout(500);
    const mails = receivedMails(email);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail?.headers["reply-to"]).toBe(`Anna Nowak <${email}>`);
    expect(mail?.headers.subject).toBe("Nowe zapytanie: Anna Nowak – Kampanie Meta Ads (Facebook i Instagram)");
    for (const line of [
      "Imię i nazwisko: Anna Nowak",
      `E-mail: ${email}`,
      "Firma: Salon <Urody> & Spa",
      "Usługa: Kampanie Meta Ads (Facebook i Instagram) (meta-ads)",
      "Budżet: 1000–3000 zł (1000-3000)",
      "Język strony: angielski (en)",
      "Strona wejścia: /en?utm_source=newsletter&utm_campaign=autumn",
      "utm_source: newsletter",
      "utm_campaign: autumn",
      "We would like more bookings from Instagram.",
    ]) {
      expect(mail?.text).toContain(line);
    }
    expect(mail?.html).toContain("Salon &lt;Urody&gt; &amp; Spa");
  });

  test("before a choice the attribution stays in memory: nothing stored, yet it reaches the lead sent from a later page", async ({
    page,
  }) => {
    const email = `anna.${unique()}@example.com`;
    await page.goto("/en/google-ads?utm_source=search&utm_campaign=winter");
    await expect(page.locator("h1")).toBeVisible();
    await page.locator('main a[href="/en#contact"]').first().click();
    await expect(page).toHaveURL(/\/en#contact$/);
    expect(await page.evaluate(() => ({ session: { ...sessionStorage }, local: Object.keys(localStorage) }))).toEqual({
      session: {},
      local: [],
    });
    await fill(page, { email, labels: "en" });
    await page.getByRole("button", { name: "Send Message" }).click();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Message Sent!");
    await expect.poll(() => receivedMails(email).length, { timeout: 10_000 }).toBe(1);
    const text = receivedMails(email)[0]!.text.replace(/\u00a0/g, " ");
    for (const line of [
      "Strona wejścia: /en/google-ads?utm_source=search&utm_campaign=winter",
      "utm_source: search",
      "utm_campaign: winter",
    ]) {
      expect(text).toContain(line);
    }
  });

  test("a failed send (the mail server refuses it) shows the server's words in the red toast and keeps every value", async ({
    page,
  }) => {
    const email = `anna.${unique()}.${REJECT_MARKER}example.com`;
    await page.goto("/en#contact");
    await fill(page, { email, labels: "en" });
    await page.getByRole("button", { name: "Send Message" }).click();

    const toast = page.locator("[data-sonner-toast]");
    await expect(toast).toContainText("Error");
    await expect(toast).toContainText("Failed to send message. Please try again.");
    await expect(toast).toHaveCSS("background-color", "rgb(185, 28, 28)");
    await expect(field(page, "First name")).toHaveValue("Anna");
    await expect(field(page, "Email")).toHaveValue(email);
    await expect(field(page, "Service")).toHaveValue("meta-ads");
    await expect(field(page, "Monthly ad budget")).toHaveValue("1000-3000");
    await expect(field(page, "Message")).toHaveValue("We would like more bookings from Instagram.");
    expect(receivedMails(email)).toHaveLength(0);
  });

  test("while sending, the button is disabled and says 'Wysyłanie…'", async ({ page }) => {
    const email = `anna.${unique()}@example.com`;
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route("**/*", async (route) => {
      if (isActionPost(route.request())) await held;
      await route.continue();
    });
    await page.goto("/#contact");
    await fill(page, { email, labels: "pl" });
    await page.getByRole("button", { name: "Wyślij wiadomość" }).click();

    const sending = page.getByRole("button", { name: "Wysyłanie…" });
    await expect(sending).toBeDisabled();
    release();
    await expect(page.locator("[data-sonner-toast]")).toContainText("Wiadomość wysłana!");
    await expect(page.getByRole("button", { name: "Wyślij wiadomość" })).toBeEnabled();
    await expect.poll(() => receivedMails(email).length, { timeout: 10_000 }).toBe(1);
  });
});

// The spec's table (section 5) gives the form's Polish messages word for word, and they are the client's to word.
const SPEC_MESSAGES: [label: string, message: string][] = [
  ["E-mail", "Proszę podać prawidłowy adres email"],
  ["Usługa", "Proszę wybrać usługę"],
  ["Miesięczny budżet reklamowy", "Proszę wybrać opcję budżetu"],
];

for (const javaScript of [true, false]) {
  test.describe(`the spec's validation messages, JavaScript ${javaScript ? "on" : "off"}`, () => {
    test.use({ javaScriptEnabled: javaScript });

    async function open(page: Page) {
      await page.goto("/#contact");
      if (javaScript) await waitForFormCode(page);
    }

    async function send(page: Page) {
      await page
        .getByRole("form", { name: "Formularz kontaktowy" })
        .getByRole("button", { name: "Wyślij wiadomość" })
        .click();
    }

    test("an empty submission shows the e-mail's and the service's message under their fields", async ({ page }) => {
      await open(page);
      await send(page);
      for (const [label, message] of SPEC_MESSAGES.slice(0, 2)) {
        await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(page, label)).toHaveAccessibleDescription(message);
      }
      // The budget starts on "Nie znam jeszcze", a valid choice (DECISIONS 9).
      await expect(field(page, "Miesięczny budżet reklamowy")).toHaveAttribute("aria-invalid", "false");
    });

    test("an invalid submission (an address without @, no service, a budget the form does not offer) shows all three", async ({
      page,
    }) => {
      const token = unique();
      await open(page);
      await field(page, "Imię").fill("Anna");
      await field(page, "Nazwisko").fill("Nowak");
      await field(page, "E-mail").fill(`anna.nowak.${token}.example.com`);
      await field(page, "Wiadomość").fill(`Proszę o wycenę kampanii ${token}.`);
      // A budget no option of the form offers: what a stale page or a hand-made request sends.
      await field(page, "Miesięczny budżet reklamowy").evaluate((select: HTMLSelectElement) => {
        select.options[0]!.value = "5000-10000";
        select.selectedIndex = 0;
        select.dispatchEvent(new Event("change", { bubbles: true }));
      });
      await send(page);
      for (const [label, message] of SPEC_MESSAGES) {
        await expect(field(page, label)).toHaveAttribute("aria-invalid", "true");
        await expect(field(page, label)).toHaveAccessibleDescription(message);
        await expect(page.locator("#contact-form").getByText(message).first()).toBeVisible();
      }
      await page.waitForTimeout(500);
      expect(receivedMails(token)).toHaveLength(0);
    });
  });
}
