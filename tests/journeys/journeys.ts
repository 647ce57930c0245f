import { afterAll, beforeAll, describe, expect, inject, it, type TestContext } from "vitest";
import {
  BANNER_DELAY_MS,
  CONSENT_DATE_KEY,
  CONSENT_KEY,
  CONSENT_VERSION,
  type ConsentChoices,
} from "@/lib/consent/record";
import type { Locale } from "@/lib/i18n/routing";
import { screenshotsDir } from "./config";
import type { Engine } from "./engine";
import type { Target } from "./in-page";
import { lead, leadsWith, samplePages, translations, words } from "./site";
import { re, Visitor, WAIT_MS } from "./visitor";

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const DAY = 24 * 60 * 60 * 1000;

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 8)}`;

/** Polls a check in Node (the SMTP sink's folder, the engine's error reports) until it holds. */
async function eventually(what: string, check: () => boolean | Promise<boolean>, timeout = WAIT_MS) {
  const deadline = Date.now() + timeout;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeout / 1000} s for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** The stored consent record and its date, as the page keeps them. */
function storedConsent(visitor: Visitor) {
  return visitor.evaluate(
    (_, key: string, dateKey: string) => {
      const raw = localStorage.getItem(key);
      return { record: raw ? (JSON.parse(raw) as Record<string, unknown>) : null, date: localStorage.getItem(dateKey) };
    },
    CONSENT_KEY,
    CONSENT_DATE_KEY,
  );
}

const bannerOf = (locale: Locale): Target => ({ role: "region", name: words(locale).banner.region, exact: true });
const inBanner = (locale: Locale, role: string, name: string): Target => ({
  role,
  name,
  exact: true,
  within: bannerOf(locale),
});

/** Sets a switch of the preferences view to on or off (a click only when it is not so already). */
async function setSwitch(visitor: Visitor, target: Target, on: boolean) {
  const checked = () => visitor.evaluate((page, t: Target) => page.find(t)?.getAttribute("aria-checked"), target);
  if ((await checked()) !== String(on)) await visitor.click(target);
  await visitor.until(
    `${JSON.stringify(target)} to be ${on ? "on" : "off"}`,
    (page, t: Target, want: string) => {
      return page.find(t)?.getAttribute("aria-checked") === want;
    },
    [target, String(on)],
  );
}

/** The journeys a visitor takes, in one engine. Each starts from a new visitor with empty storage. */
export function journeys(engine: Engine) {
  const baseURL = inject("baseURL");

  type Options = {
    javaScript?: boolean;
    viewport?: { width: number; height: number };
    /** The page errors the journey provokes on purpose (none but in the probe). */
    pageErrors?: unknown[];
  };
  /** One journey: a fresh visitor; the first page it opens is pictured; no page error may happen on the way. */
  const journey = (
    name: string,
    slug: string,
    body: (visitor: Visitor, context: TestContext) => Promise<void>,
    options: Options = {},
  ) =>
    it(name, async (context) => {
      const { javaScript = true, viewport = DESKTOP, pageErrors = [] } = options;
      const session = await engine.open({ javaScript });
      const visitor = new Visitor(session, { baseURL, screenshots: screenshotsDir(engine.name), journey: slug });
      try {
        await visitor.viewport(viewport.width, viewport.height);
        await body(visitor, context);
        expect(await visitor.pageErrors()).toEqual(pageErrors);
      } finally {
        await visitor.close();
      }
    });

  /** A returning visitor: a consent record a day old is in the browser before the first page loads. */
  const returning = async (visitor: Visitor, choices: ConsentChoices) => {
    const timestamp = new Date(Date.now() - DAY).toISOString();
    const record = JSON.stringify({ necessary: true, ...choices, timestamp, version: CONSENT_VERSION });
    await visitor.store({ [CONSENT_KEY]: record, [CONSENT_DATE_KEY]: timestamp });
  };
  const NOTHING: ConsentChoices = { analytics: false, marketing: false, functional: false };

  describe(`${engine.name}: visitor journeys`, () => {
    beforeAll(() => engine.start());
    afterAll(() => engine.stop());

    // Proves the "no page error" of every other journey is not the silence of a deaf witness.
    journey(
      "an error a page throws is seen",
      "probe",
      async (visitor) => {
        await visitor.goto("/en");
        await visitor.waitForCode();
        await visitor.evaluate(() => {
          const script = document.createElement("script");
          script.textContent = "setTimeout(() => { throw new Error('journey probe'); });";
          document.head.append(script);
        });
        await eventually("the error to be reported", async () => (await visitor.pageErrors()).length > 0);
      },
      { pageErrors: [expect.stringContaining("journey probe")] },
    );

    describe("every kind of page renders whole, without sideways scrolling or a page error", () => {
      for (const viewport of [PHONE, DESKTOP]) {
        for (const page of samplePages) {
          journey(
            `${page.path} at ${viewport.width} px`,
            page.slug,
            async (visitor, context) => {
              if (engine.limits.pageErrorsBeforeLoad)
                await context.annotate(engine.limits.pageErrorsBeforeLoad, "limit");
              await visitor.goto(page.path);
              expect(await visitor.evaluate(() => document.documentElement.lang)).toBe(page.locale);
              await visitor.waitForVisible({ css: "h1" });
              await visitor.waitForCode();
              const overflow = () =>
                visitor.evaluate(() => {
                  const width = document.documentElement.clientWidth;
                  const wider = [...document.querySelectorAll("body *")].filter((el) => {
                    const box = el.getBoundingClientRect();
                    return box.width > 0 && box.right > width + 1;
                  });
                  return {
                    scrollWidth: document.documentElement.scrollWidth,
                    width,
                    wider: wider.slice(0, 5).map((el) => `${el.localName}.${el.className}`.slice(0, 120)),
                  };
                });
              const top = await overflow();
              expect(top.scrollWidth, top.wider.join(", ")).toBeLessThanOrEqual(top.width);
              // Down to the footer, so that every island that loads near the viewport (the FAQ, the form) runs too.
              await visitor.evaluate(() => window.scrollTo({ top: document.body.scrollHeight, behavior: "instant" }));
              await visitor.waitForVisible({ role: "contentinfo" });
              const bottom = await overflow();
              expect(bottom.scrollWidth, bottom.wider.join(", ")).toBeLessThanOrEqual(bottom.width);
            },
            { viewport },
          );
        }
      }
    });

    describe("the cookie banner", () => {
      journey(
        "Accept All stores every category granted, and the banner stays away on the next visit",
        "banner-accept",
        async (visitor) => {
          const w = words("en").banner;
          await visitor.goto("/en");
          await visitor.waitForOnScreen(bannerOf("en"));
          await visitor.waitForVisible(inBanner("en", "heading", w.title));
          await visitor.click(inBanner("en", "button", w.acceptAll));
          await visitor.waitForHidden(bannerOf("en"));
          const { record, date } = await storedConsent(visitor);
          expect(record).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true });
          expect(date).toBe(record?.timestamp);

          await visitor.reload();
          await visitor.waitForCode();
          // Past the moment a first visit's banner would rise, on the page's own clock.
          await visitor.until(
            "the banner's moment to pass",
            (_, delay: number) => {
              const navigation = performance.getEntriesByType("navigation")[0] as
                PerformanceNavigationTiming | undefined;
              return !!navigation && navigation.loadEventEnd > 0 && performance.now() - navigation.loadEventEnd > delay;
            },
            [BANNER_DELAY_MS + 1500],
          );
          expect(await visitor.onScreen(bannerOf("en"))).toBe(false);
        },
      );

      journey(
        "Reject All on a phone stores every optional category refused",
        "banner-reject",
        async (visitor) => {
          const w = words("pl").banner;
          await visitor.goto("/");
          await visitor.waitForOnScreen(bannerOf("pl"));
          const fits = await visitor.evaluate((page, t: Target) => {
            const box = page.find(t)!.getBoundingClientRect();
            return box.left >= 0 && box.right <= document.documentElement.clientWidth;
          }, bannerOf("pl"));
          expect(fits).toBe(true);
          await visitor.click(inBanner("pl", "button", w.rejectAll));
          await visitor.waitForHidden(bannerOf("pl"));
          expect((await storedConsent(visitor)).record).toMatchObject({
            necessary: true,
            analytics: false,
            marketing: false,
            functional: false,
          });
        },
        { viewport: PHONE },
      );

      journey(
        "Customize: the preferences view, Escape and the close button back to the simple view, Save",
        "banner-customize",
        async (visitor) => {
          const w = words("en").banner;
          const customize = inBanner("en", "button", w.customize);
          const preferences = inBanner("en", "heading", w.preferencesTitle);
          const simple = inBanner("en", "heading", w.title);
          const toggle = (name: string) => inBanner("en", "switch", name);
          // Its name also holds the "Required" badge.
          const necessarySwitch: Target = {
            role: "switch",
            name: w.categories.necessary.title,
            within: bannerOf("en"),
          };
          await visitor.goto("/en");
          await visitor.click(customize);
          await visitor.waitForVisible(preferences);
          await visitor.until("the preferences to take the focus", (page, t: Target) => page.focusWithin(t), [
            bannerOf("en"),
          ]);
          const necessary = await visitor.evaluate((page, t: Target) => {
            const el = page.find(t);
            return { checked: el?.getAttribute("aria-checked"), disabled: (el as HTMLButtonElement | null)?.disabled };
          }, necessarySwitch);
          expect(necessary).toEqual({ checked: "true", disabled: true });
          for (const category of ["analytics", "marketing", "functional"] as const) {
            const state = await visitor.evaluate(
              (page, t: Target) => page.find(t)?.getAttribute("aria-checked"),
              toggle(w.categories[category].title),
            );
            expect(state, category).toBe("false");
          }
          await setSwitch(visitor, toggle(w.categories.analytics.title), true);

          await visitor.press("Escape");
          await visitor.waitForVisible(simple);
          await visitor.until("the focus to return to Customize", (page, t: Target) => page.focused(t), [customize]);
          expect(await visitor.visible(preferences)).toBe(false);
          expect((await storedConsent(visitor)).record).toBeNull();

          await visitor.press("Enter");
          await visitor.waitForVisible(preferences);
          await visitor.click(inBanner("en", "button", w.closePreferences));
          await visitor.waitForVisible(simple);
          await visitor.until("the focus to return to Customize", (page, t: Target) => page.focused(t), [customize]);

          await visitor.click(customize);
          await setSwitch(visitor, toggle(w.categories.analytics.title), true);
          await setSwitch(visitor, toggle(w.categories.marketing.title), false);
          await setSwitch(visitor, toggle(w.categories.functional.title), true);
          await visitor.click(inBanner("en", "button", w.savePreferences));
          await visitor.waitForHidden(bannerOf("en"));
          expect((await storedConsent(visitor)).record).toMatchObject({
            necessary: true,
            analytics: true,
            marketing: false,
            functional: true,
          });
        },
      );

      journey(
        "Cookie settings in the footer withdraws a consent given on an earlier visit",
        "consent-withdrawal",
        async (visitor) => {
          const w = words("en").banner;
          await returning(visitor, { analytics: true, marketing: true, functional: true });
          await visitor.goto("/en");
          await visitor.waitForCode();
          const settings: Target = { role: "button", name: w.settings, exact: true, within: { role: "contentinfo" } };
          await visitor.click(settings);
          await visitor.waitForVisible(inBanner("en", "heading", w.preferencesTitle));
          const marketing = inBanner("en", "switch", w.categories.marketing.title);
          expect(
            await visitor.evaluate((page, t: Target) => page.find(t)?.getAttribute("aria-checked"), marketing),
          ).toBe("true");
          await setSwitch(visitor, marketing, false);
          await visitor.click(inBanner("en", "button", w.savePreferences));
          await visitor.waitForHidden(bannerOf("en"));
          await visitor.until("the focus to return to Cookie settings", (page, t: Target) => page.focused(t), [
            settings,
          ]);
          expect((await storedConsent(visitor)).record).toMatchObject({
            analytics: true,
            marketing: false,
            functional: true,
          });
        },
      );
    });

    journey(
      "the mobile menu opens, takes a keyboard, closes with Escape and on a link",
      "mobile-menu",
      async (visitor) => {
        const w = words("en").header;
        await returning(visitor, NOTHING);
        await visitor.goto("/en");
        await visitor.waitForCode();
        // Its name may say what it does next ("Open menu", "Close menu") or stay; either is found.
        const toggle: Target = {
          role: "button",
          name: re(new RegExp(`^(${escape(w.openMenu)}|${escape(w.closeMenu)})$`)),
          within: { role: "banner" },
        };
        // At this width the wide header's navigation is hidden: the one drawn is the menu's, wherever it is placed.
        const menu: Target = { role: "navigation", name: w.mainNav, exact: true };
        const expanded = () => visitor.evaluate((page, t: Target) => page.expanded(page.find(t)), toggle);
        expect(await visitor.visible(menu)).toBe(false);
        expect(await expanded()).toBe(false);

        await visitor.click(toggle);
        await visitor.waitForVisible(menu);
        expect(await expanded()).toBe(true);
        await visitor.waitForVisible({ role: "link", name: w.getQuote, exact: true, within: menu });
        await visitor.waitForVisible({ role: "link", name: w.switchTo("pl"), within: menu });
        await visitor.press("Escape");
        await visitor.waitForHidden(menu);
        expect(await expanded()).toBe(false);

        // With the keyboard: Enter opens it, Tab goes into it, Shift+Tab comes back, Escape closes it, the focus stays.
        await visitor.focus(toggle);
        await visitor.press("Enter");
        await visitor.waitForVisible(menu);
        await visitor.press("Tab");
        await visitor.until("Tab to reach the menu", (page, t: Target) => page.focusWithin(t), [menu]);
        await visitor.press("Shift+Tab");
        await visitor.until("Shift+Tab to return to the menu button", (page, t: Target) => page.focused(t), [toggle]);
        await visitor.press("Escape");
        await visitor.waitForHidden(menu);
        await visitor.until("the menu button to keep the focus", (page, t: Target) => page.focused(t), [toggle]);

        await visitor.click(toggle);
        await visitor.click({ role: "link", name: w.nav.process, exact: true, within: menu });
        await visitor.waitForPath(/^\/en#process$/);
        await visitor.waitForHidden(menu);
        expect(await expanded()).toBe(false);
        await visitor.until(
          "the Process section's heading to scroll into view",
          (page) => {
            const heading = page.find({ role: "heading", within: { css: "#process" } });
            return heading !== null && page.onScreen(heading);
          },
          [],
        );
      },
      { viewport: PHONE },
    );

    journey("the FAQ opens one answer at a time, and the open one closes", "faq", async (visitor) => {
      const questions = words("pl").faq;
      await returning(visitor, NOTHING);
      await visitor.goto("/");
      const question = (index: number): Target => ({
        role: "button",
        name: questions[index]!,
        exact: true,
        within: { css: "#faq" },
      });
      const state = () =>
        visitor.evaluate(
          (page, targets: Target[]) => {
            return targets.map((t) => {
              const button = page.find(t);
              const answer = page.controlled(button);
              return { expanded: page.expanded(button), answerShown: answer !== null && page.rendered(answer) };
            });
          },
          questions.map((_, index) => question(index)),
        );
      const closed = { expanded: false, answerShown: false };
      const open = { expanded: true, answerShown: true };
      expect(await state()).toEqual(questions.map(() => closed));

      await visitor.click(question(1));
      await visitor.until("the second answer to open", (page, t: Target) => page.expanded(page.find(t)) === true, [
        question(1),
      ]);
      expect(await state()).toEqual([closed, open, closed, closed]);

      await visitor.click(question(2));
      await visitor.until("the third answer to open", (page, t: Target) => page.expanded(page.find(t)) === true, [
        question(2),
      ]);
      expect(await state()).toEqual([closed, closed, open, closed]);

      await visitor.click(question(2));
      await visitor.until("the third answer to close", (page, t: Target) => page.expanded(page.find(t)) === false, [
        question(2),
      ]);
      expect(await state()).toEqual(questions.map(() => closed));
    });

    journey(
      "the language switch keeps the visitor on the same page, in the other language",
      "language-switch",
      async (visitor) => {
        await returning(visitor, NOTHING);
        const header = { role: "banner" } as const;
        const cases = [
          { from: "/", to: "/en", locale: "en", label: words("pl").header.switchTo("en") },
          {
            from: translations.service.en,
            to: translations.service.pl,
            locale: "pl",
            label: words("en").header.switchTo("pl"),
          },
          {
            from: translations.article.en,
            to: translations.article.pl,
            locale: "pl",
            label: words("en").header.switchTo("pl"),
          },
          {
            from: translations.campaign.pl,
            to: translations.campaign.en,
            locale: "en",
            label: words("pl").header.switchTo("en"),
          },
        ] as const;
        for (const step of cases) {
          await visitor.goto(step.from);
          await visitor.waitForCode();
          const before = await visitor.evaluate(() => document.querySelector("h1")?.textContent);
          await visitor.click({ role: "link", name: step.label, within: header });
          await visitor.waitForPath(new RegExp(`^${escape(step.to)}$`));
          await visitor.until(
            `the page in "${step.locale}"`,
            (_, lang: string, old: string) => {
              const title = document.querySelector("h1")?.textContent;
              return document.documentElement.lang === lang && !!title && title !== old;
            },
            [step.locale, before ?? ""],
          );
        }
      },
    );

    journey(
      "the contact form with its code: messages under the fields, the toast, the lead at the SMTP server",
      "contact-form",
      async (visitor) => {
        const w = words("pl").form;
        await returning(visitor, NOTHING);
        await visitor.goto("/#contact");
        const form: Target = { role: "form", name: w.formLabel, exact: true };
        const field = (label: string): Target => ({ label, within: form });
        const labels = {
          firstName: w.fields.firstName.label,
          lastName: w.fields.lastName.label,
          email: w.fields.email.label,
          company: `${w.fields.company.label} ${w.optional}`,
          service: w.fields.service.label,
          budget: w.fields.budget.label,
          message: w.fields.message.label,
        };
        // Near the viewport React hydrates the form in place; until then it is the server's form, which posts itself.
        await visitor.until(
          "the form's code to hydrate it",
          (page, t: Target) => {
            const el = page.find(t);
            return el !== null && Object.keys(el).some((key) => key.startsWith("__reactProps"));
          },
          [form],
        );

        await visitor.click({ role: "button", name: w.submit, exact: true, within: form });
        for (const name of ["firstName", "lastName", "email", "service", "message"] as const) {
          await visitor.until(
            `the message under ${name}`,
            (page, t: Target, message: string) => {
              const el = page.find(t);
              return el?.getAttribute("aria-invalid") === "true" && page.description(el) === page.normalize(message);
            },
            [field(labels[name]), w.errors[name]],
          );
        }
        expect(
          await visitor.evaluate(
            (page, t: Target) => page.find(t)?.getAttribute("aria-invalid"),
            field(labels.company),
          ),
        ).toBe("false");
        await visitor.until("the first field with a message to take the focus", (page, t: Target) => page.focused(t), [
          field(labels.firstName),
        ]);

        const token = unique();
        const values = lead(token);
        await visitor.type(field(labels.firstName), values.firstName);
        await visitor.type(field(labels.lastName), values.lastName);
        await visitor.type(field(labels.email), values.email);
        await visitor.type(field(labels.company), values.company);
        await visitor.select(field(labels.service), values.service);
        await visitor.select(field(labels.budget), values.budget);
        await visitor.type(field(labels.message), values.message);
        await visitor.click({ role: "button", name: w.submit, exact: true, within: form });

        await visitor.waitForVisible({ text: w.success.title, exact: true });
        await visitor.until(
          "the form to empty itself",
          (page, t: Target) => (page.find(t) as HTMLInputElement | null)?.value === "",
          [field(labels.firstName)],
        );
        await eventually("the lead at the SMTP server", () => leadsWith(token).length === 1);
        const text = leadsWith(token)[0]!.text;
        expect(text).toContain(`Imię i nazwisko: ${values.firstName} ${values.lastName}`);
        expect(text).toContain(`E-mail: ${values.email}`);
        expect(text).toContain(values.message);
      },
      { viewport: PHONE },
    );

    journey(
      "without JavaScript: every FAQ answer shows, and the contact form brings the lead to the SMTP server and the thank-you page",
      "contact-form-no-js",
      async (visitor, context) => {
        const w = words("en").form;
        await visitor.goto("/en#contact");
        expect(await visitor.evaluate((page) => page.hydrated())).toBe(false);
        // The FAQ's questions cannot open without code: every answer shows instead (CSS `scripting: none`).
        const noScripting = await visitor.evaluate(() => matchMedia("(scripting: none)").matches);
        if (engine.limits.scriptingMedia) {
          await context.annotate(engine.limits.scriptingMedia, "limit");
          expect(noScripting).toBe(false);
        } else {
          expect(noScripting).toBe(true);
          const answers = await visitor.evaluate(() =>
            [...document.querySelectorAll('#faq [role="region"]')].map((answer) => answer.getClientRects().length > 0),
          );
          expect(answers.length).toBeGreaterThan(0);
          expect(answers.every(Boolean)).toBe(true);
        }
        const form: Target = { role: "form", name: w.formLabel, exact: true };
        const field = (label: string): Target => ({ label, within: form });
        const token = unique();
        const values = lead(token);
        await visitor.type(field(w.fields.firstName.label), values.firstName);
        await visitor.type(field(w.fields.lastName.label), values.lastName);
        await visitor.type(field(w.fields.email.label), values.email);
        await visitor.type(field(`${w.fields.company.label} ${w.optional}`), values.company);
        await visitor.select(field(w.fields.service.label), values.service);
        await visitor.select(field(w.fields.budget.label), values.budget);
        await visitor.type(field(w.fields.message.label), values.message);
        await visitor.click({ role: "button", name: w.submit, exact: true, within: form });

        await visitor.waitForPath(/^\/en\/thank-you\?lead=[0-9a-f-]{36}&t=\d{13}&sig=[\w-]{22}$/);
        await visitor.waitForVisible({ role: "heading", name: words("en").thanks.title, exact: true });
        await eventually("the lead at the SMTP server", () => leadsWith(token).length === 1);
        const text = leadsWith(token)[0]!.text;
        expect(text).toContain(`E-mail: ${values.email}`);
        expect(text).toContain("Język strony: angielski (en)");
      },
      { javaScript: false },
    );
  });
}
