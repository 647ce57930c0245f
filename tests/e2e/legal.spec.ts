import { expect, test, type Page } from "@playwright/test";
import plConsent from "../../messages/pl/consent.json" with { type: "json" };
import enConsent from "../../messages/en/consent.json" with { type: "json" };
import { BANNER_SHOWN_WITHIN_MS, seedConsent } from "./helpers/consent-banner";

// docs/decisions.md, "Offline conversions": a lead's outcome never goes back to Google or Meta, and Microsoft Ads'
// click id is not captured. What a visitor reads must say the same in both languages.
const LANGUAGES = [
  {
    locale: "pl",
    home: "/",
    policy: "/privacy-policy",
    banner: plConsent.CookieBanner,
    ruledOut:
      "Nie przekazujemy Google, Meta ani innym platformom reklamowym informacji o tym, czy Twoje zapytanie zakończyło się umową (tzw. konwersji offline).",
    outcome: /umow|offline|Microsoft/i,
  },
  {
    locale: "en",
    home: "/en",
    policy: "/en/privacy-policy",
    banner: enConsent.CookieBanner,
    ruledOut:
      "We do not tell Google, Meta or any other advertising platform whether your enquiry led to a contract (so-called offline conversions).",
    outcome: /contract|offline|Microsoft/i,
  },
] as const;

/** The text a reader sees, with the typesetter's non-breaking spaces read as spaces. */
const shown = async (page: Page, selector: string) =>
  (await page.locator(selector).innerText()).replace(/\u00a0/g, " ");

test.describe("offline conversions and Microsoft Ads: ruled out, and said so", () => {
  for (const { locale, home, policy, banner, ruledOut, outcome } of LANGUAGES) {
    test(`the banner's marketing category asks for nothing about a lead's outcome; the privacy policy rules it out (${locale})`, async ({
      page,
    }) => {
      await page.goto(home);
      const region = page.getByRole("region", { name: banner.region });
      await expect(region).toBeVisible({ timeout: BANNER_SHOWN_WITHIN_MS });
      await region.getByRole("button", { name: banner.customize }).click();
      const marketing = region.getByRole("switch", { name: banner.categories.marketing.title });
      await expect(marketing).toBeVisible();
      const description = await marketing.evaluate(
        (el) => document.getElementById(el.getAttribute("aria-describedby") ?? "")?.textContent ?? "",
      );
      expect(description.replace(/\u00a0/g, " ")).toContain("Meta");
      expect(description).not.toMatch(outcome);

      await page.goto(policy);
      const text = await shown(page, "article[aria-labelledby=page-title]");
      expect(text).toContain(ruledOut);
      // The click ids the policy lists are the ones captured; Microsoft's is not, so Microsoft is no recipient.
      expect(text).toMatch(/gclid.+gbraid.+wbraid.+fbclid/);
      expect(text).not.toContain("msclkid");
      expect(text).not.toContain("Microsoft");
    });
  }

  test("a visit from a Microsoft Ads click keeps no msclkid, not even in the landing page's address", async ({
    page,
  }) => {
    await seedConsent(page, { analytics: true, marketing: true, functional: false }, 0);
    await page.goto("/en?utm_source=bing&utm_medium=cpc&msclkid=5f0e1c&gclid=G1");
    await expect.poll(() => page.evaluate(() => sessionStorage.getItem("visit-attribution"))).not.toBeNull();
    const attribution = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem("visit-attribution")!) as Record<string, unknown>,
    );
    expect(attribution).toMatchObject({
      landingPage: "/en?utm_source=bing&utm_medium=cpc&gclid=G1",
      utm_source: "bing",
      gclid: "G1",
    });
    expect(JSON.stringify(attribution)).not.toContain("5f0e1c");
    expect(attribution).not.toHaveProperty("msclkid");
  });
});
