import { expect, test, type Locator, type Page } from "@playwright/test";
import { seedConsent } from "./helpers/consent-banner";
import { waitForHydration } from "./helpers/hydration";

// The islands the server renders whole (the contact form, the FAQ) become interactive in place: React hydrates the
// server's elements when their code arrives, so nothing a visitor did before is copied, lost or swapped.

/** Holds every code chunk requested from now on until `release`. */
async function holdChunks(page: Page) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let requested = 0;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    requested++;
    await held;
    await route.continue().catch(() => {});
  });
  return { release, requested: () => requested };
}

const isHydrated = (element: Locator) =>
  element.evaluate((el) => Object.keys(el).some((key) => key.startsWith("__reactProps")));

/** Marks the element itself, to tell later whether it is still the same one. */
const mark = (element: Locator) => element.evaluate((el) => ((el as unknown as { mark: number }).mark = 1));
const marked = (element: Locator) => element.evaluate((el) => (el as unknown as { mark?: number }).mark === 1);

test.beforeEach(async ({ page }) => {
  // A returning visitor: the cookie banner's code (fetched after load for a first visit) stays out of the way.
  await seedConsent(page, { analytics: false, marketing: false, functional: false }, 0);
});

test("the form the server rendered is the form that works: typing before its code arrived stays, caret and focus too", async ({
  page,
}) => {
  await page.goto("/en", { waitUntil: "networkidle" });
  await waitForHydration(page);
  const chunks = await holdChunks(page);
  const form = page.getByRole("form", { name: "Contact form" });
  const firstName = form.getByLabel("First name", { exact: true });
  const message = form.getByLabel("Message", { exact: true });
  await firstName.scrollIntoViewIfNeeded();
  await mark(form);
  await firstName.fill("Anna");
  await message.click();
  await page.keyboard.type("Dzień dobry, prosimy o wycenę.");
  await message.evaluate((el: HTMLTextAreaElement) => el.setSelectionRange(6, 11));
  // Its code was asked for and is held: the form is still the server's.
  await expect.poll(chunks.requested).toBeGreaterThan(0);
  expect(await isHydrated(form)).toBe(false);

  chunks.release();
  await expect.poll(() => isHydrated(form), { timeout: 15_000 }).toBe(true);
  expect(await marked(form)).toBe(true);
  await expect(page.locator("form")).toHaveCount(1);
  await expect(firstName).toHaveValue("Anna");
  await expect(message).toHaveValue("Dzień dobry, prosimy o wycenę.");
  await expect(message).toBeFocused();
  expect(await message.evaluate((el: HTMLTextAreaElement) => [el.selectionStart, el.selectionEnd])).toEqual([6, 11]);

  // And it is the working form now: an invalid e-mail is caught before anything is sent.
  await form.getByLabel("Email", { exact: true }).fill("not-an-address");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription(
    "Please enter a valid email address",
  );
  await expect(firstName).toHaveValue("Anna");
});

test("the FAQ keeps the server's ids through hydration, and a question pressed before its code arrived opens then", async ({
  page,
}) => {
  await page.goto("/en", { waitUntil: "networkidle" });
  await waitForHydration(page);
  const chunks = await holdChunks(page);
  const faq = page.locator("#faq");
  const question = faq.getByRole("button", { name: "How long does a project take?" });
  await question.scrollIntoViewIfNeeded();
  const before = { id: await question.getAttribute("id"), controls: await question.getAttribute("aria-controls") };
  expect(before.id).toBeTruthy();
  await expect(page.locator(`[id="${before.controls}"]`)).toHaveAttribute("aria-labelledby", before.id!);
  await mark(question);

  await question.click();
  await expect.poll(chunks.requested).toBeGreaterThan(0);
  await expect(question).toHaveAttribute("aria-expanded", "false");

  chunks.release();
  await expect(question).toHaveAttribute("aria-expanded", "true", { timeout: 15_000 });
  await expect(faq.getByText(/within a few weeks/)).toBeVisible();
  expect(await marked(question)).toBe(true);
  expect({ id: await question.getAttribute("id"), controls: await question.getAttribute("aria-controls") }).toEqual(
    before,
  );
  await expect(faq.locator("[data-state=open][role=region]")).toHaveCount(1);
});
