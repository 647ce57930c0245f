import { expect, test } from "@playwright/test";

/** One test per pair: the first path answers a permanent 308 whose Location is the second (query included). */
export function testPermanentRedirects(pairs: [from: string, to: string][]) {
  for (const [from, to] of pairs) {
    test(`${from} answers 308 to ${to}`, async ({ request, baseURL }) => {
      const response = await request.get(from, { maxRedirects: 0 });
      expect(response.status()).toBe(308);
      expect(new URL(response.headers().location!, baseURL).toString()).toBe(new URL(to, baseURL).toString());
    });
  }
}
