import type { Page } from "@playwright/test";
import tagIds from "../../support/tag-ids.json" with { type: "json" };

export const GA_ID = tagIds.NEXT_PUBLIC_GA_ID;
export const ADS_ACCOUNT = tagIds.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION.split("/")[0]!;
export const PIXEL_ID = tagIds.NEXT_PUBLIC_META_PIXEL_ID;

/** Google's and Meta's hosts: any request to one of them carries the visitor's address to that company. */
const TRACKER_HOST =
  /(^|\.)(google|googletagmanager|google-analytics|googleadservices|doubleclick|googlesyndication|facebook|fbcdn)\.(com|net)$/;

export const GTAG_URL = /^https:\/\/www\.googletagmanager\.com\/gtag\/js/;
export const FBEVENTS_URL = "https://connect.facebook.net/en_US/fbevents.js";

type Stubs = { gtag?: string; fbevents?: string };

/**
 * There is no internet here: the two tag scripts are answered with the given stubs (empty by default), any other
 * foreign request is aborted. Returns the list of every foreign URL the page asked for, in order.
 */
export async function interceptThirdParty(page: Page, origin: string, stubs: Stubs = {}): Promise<string[]> {
  const requested: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(origin) && !url.startsWith("data:")) requested.push(url);
  });
  await page.context().route(
    (url) => url.origin !== origin,
    (route) => {
      const url = route.request().url();
      const body = GTAG_URL.test(url) ? stubs.gtag : url === FBEVENTS_URL ? stubs.fbevents : undefined;
      if (body === undefined) return route.abort();
      return route.fulfill({ status: 200, contentType: "text/javascript", body });
    },
  );
  return requested;
}

export const trackerRequests = (urls: string[]) => urls.filter((url) => TRACKER_HOST.test(new URL(url).hostname));

/** Fails at once, with the reason, when the server runs a build made without the test tag ids. */
export async function expectBuildWithTagIds(page: Page) {
  // The pixel id is pasted into the consent bootstrap script of every page.
  const html = await (await page.request.get("/en")).text();
  if (!html.includes(JSON.stringify(PIXEL_ID))) {
    throw new Error(
      `This build has no test tag ids: build with ${Object.entries(tagIds)
        .map(([k, v]) => `${k}=${v}`)
        .join(" ")} (scripts/test.sh does).`,
    );
  }
}
