import { expect, test } from "@playwright/test";
import { testPermanentRedirects } from "./helpers/redirects";

test.describe("language follows the path", () => {
  for (const [path, lang] of [
    ["/", "pl"],
    ["/en", "en"],
  ] as const) {
    test(`${path} is served in ${lang}`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(200);
      expect(await response.text()).toContain(`<html lang="${lang}"`);
    });
  }

  test("a Polish browser language or cookie does not move an English visitor", async ({ request }) => {
    const response = await request.get("/en", {
      maxRedirects: 0,
      headers: { "accept-language": "pl-PL,pl;q=0.9", cookie: "NEXT_LOCALE=pl; i18nextLng=pl" },
    });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="en"');
  });

  test("an English browser language does not move a Polish visitor", async ({ request }) => {
    const response = await request.get("/", { maxRedirects: 0, headers: { "accept-language": "en-US,en;q=0.9" } });
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('<html lang="pl"');
    expect(response.headers()["set-cookie"] ?? "").not.toContain("NEXT_LOCALE");
  });
});

test.describe("redirects", () => {
  const cases: [string, string][] = [
    ["/pl", "/"],
    ["/pl/google-ads", "/google-ads"],
    ["/pl/blog?utm_source=news", "/blog?utm_source=news"],
    ["/?lng=en", "/en"],
    ["/google-ads?lang=en&utm_source=x", "/en/google-ads?utm_source=x"],
    ["/en/meta-ads?lng=pl", "/meta-ads"],
    // A campaign page's translation has an address of its own.
    ["/lp/google-ads-dla-lokalnych-firm?lang=en&utm_source=x", "/en/lp/google-ads-for-local-businesses?utm_source=x"],
    ["/en/lp/google-ads-for-local-businesses?lng=pl", "/lp/google-ads-dla-lokalnych-firm"],
  ];
  testPermanentRedirects(cases);
});

test.describe("not-found page", () => {
  for (const path of ["/this-does-not-exist", "/en/this-does-not-exist", "/404", "/en/404"]) {
    test(`${path} answers 404 with the whole page in the server HTML`, async ({ request }) => {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status()).toBe(404);
      const html = await response.text();
      expect(html).toContain('<html lang="pl"');
      expect(html).toContain("Strona nie znaleziona");
      expect(html).toContain("Czego szukasz?");
      expect(html).toMatch(/<meta name="robots" content="noindex, ?follow"/);
      for (const href of ["/website-development", "/google-ads", "/meta-ads", "/#pricing", "/#contact", "/blog"]) {
        expect(html).toContain(`href="${href}"`);
      }
      expect(html).toMatch(/href="tel:[^"]+"/);
      expect(html).toMatch(/href="mailto:[^"]+"/);
    });
  }
});
