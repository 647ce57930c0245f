import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { expect, test, type Page } from "@playwright/test";
import { waitForHydration } from "./helpers/hydration";

// With experimental.inlineCss, Next 16.4 also writes the stylesheet's text into every RSC payload: the one inline in
// the HTML, the .rsc files and the segments a prefetch fetches (vercel/next.js#95141, #98079). patches/next+*.patch
// leaves a reference there instead; these tests fail the moment the patch no longer applies or Next's output changes.
const build = path.join(process.cwd(), ".next");
const app = path.join(build, "server", "app");

function filesUnder(dir: string, suffix: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: "utf8" })
    .filter((name) => name.endsWith(suffix))
    .map((name) => path.join(dir, name));
}

function stylesheets(): string[] {
  const dir = path.join(build, "static", "chunks");
  return filesUnder(dir, ".css").map((file) => readFileSync(file, "utf8"));
}

function count(text: string, piece: string): number {
  return text.split(piece).length - 1;
}

/** The RSC payload a page carries inline: its self.__next_f.push chunks, decoded. */
function inlineFlight(html: string): string {
  return [...html.matchAll(/<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g)]
    .map((match) => JSON.parse(match[1]!) as [number, string?])
    .filter(([type]) => type === 1)
    .map(([, data]) => data ?? "")
    .join("");
}

test.describe("the stylesheet travels once", () => {
  test("each page's HTML carries it in its <style> and nowhere else; no RSC payload carries it", () => {
    const [css, ...others] = stylesheets();
    expect(others, "one stylesheet for every page").toEqual([]);
    // A piece from its middle: whatever the rules, it is in the text only once.
    const piece = css!.slice(css!.length / 2, css!.length / 2 + 200);
    expect(count(css!, piece)).toBe(1);

    // Next's own error page for a crash of the root layout has no stylesheet of ours.
    const pages = filesUnder(app, ".html").filter((file) => !file.includes("_global-error"));
    const names = pages.map((file) => path.relative(app, file));
    expect(names).toEqual(expect.arrayContaining(["pl.html", "en.html", "_not-found.html", "pl/blog.html"]));
    for (const file of pages) {
      const html = readFileSync(file, "utf8");
      const name = path.relative(app, file);
      expect(count(html, css!), `${name}: the whole stylesheet`).toBe(1);
      expect(count(html, piece), `${name}: the stylesheet's text`).toBe(1);
      expect(count(inlineFlight(html), piece), `${name}: its inline RSC payload`).toBe(0);
    }

    const payloads = filesUnder(app, ".rsc");
    expect(payloads.filter((file) => file.endsWith(".segment.rsc")).length, "segment files").toBeGreaterThan(
      pages.length,
    );
    for (const file of payloads) {
      expect(count(readFileSync(file, "utf8"), piece), path.relative(app, file)).toBe(0);
    }
  });

  async function styledLikeTheSite(page: Page, what: string) {
    // The fixed header and Inter's stack come from the stylesheet alone.
    const look = await page
      .locator("header")
      .first()
      .evaluate((header) => ({
        position: getComputedStyle(header).position,
        font: getComputedStyle(document.body).fontFamily,
        styles: document.querySelectorAll("style[data-precedence]").length,
        links: document.querySelectorAll('link[rel="stylesheet"]').length,
      }));
    expect(look, what).toMatchObject({ position: "fixed", styles: 1, links: 0 });
    expect(look.font, what).toContain("Inter Fallback");
  }

  test("hydration adopts the server's <style>, and client navigations keep the page styled", async ({ page }) => {
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    const stylesheetRequests: string[] = [];
    const payloads: Promise<string>[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet" || request.url().endsWith(".css")) {
        stylesheetRequests.push(request.url());
      }
    });
    page.on("response", (response) => {
      if ((response.headers()["content-type"] ?? "").startsWith("text/x-component")) {
        payloads.push(response.text().catch(() => ""));
      }
    });

    await page.goto("/");
    await waitForHydration(page);
    await styledLikeTheSite(page, "/ after hydration");

    await page.locator("header nav").getByRole("link", { name: "Blog" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await styledLikeTheSite(page, "/blog after a client navigation");

    await page.goBack();
    await expect(page).toHaveURL(/\/$/);
    await styledLikeTheSite(page, "/ after going back");

    const [css] = stylesheets();
    const piece = css!.slice(css!.length / 2, css!.length / 2 + 200);
    const bodies = await Promise.all(payloads);
    expect(bodies.length, "RSC payloads fetched (prefetches and the navigation)").toBeGreaterThan(0);
    for (const body of bodies) expect(count(body, piece)).toBe(0);
    expect(stylesheetRequests, "no stylesheet fetched").toEqual([]);
    expect(errors, "no error (a hydration mismatch is one)").toEqual([]);
  });
});
