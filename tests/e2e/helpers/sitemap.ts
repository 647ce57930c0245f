import type { APIRequestContext } from "@playwright/test";

/**
 * The time a test that visits every page of the sitemap gets per page (it sets its timeout from the count): a visit
 * with the banner's delay and an axe scan takes 5-7 s on a busy 2-core machine, and the site keeps growing.
 */
export const SECONDS_PER_PAGE = 15;

/** The paths of every page the sitemap lists (its URLs name the public origin; tests ask the local server). */
export async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const response = await request.get("/sitemap.xml");
  if (!response.ok()) throw new Error(`/sitemap.xml answered ${response.status()}`);
  const xml = await response.text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => new URL(match[1]!).pathname);
}
