import { spawn } from "node:child_process";
import { expect, test, type APIResponse } from "@playwright/test";
import { contentSecurityPolicy, tagHosts } from "../../lib/security-headers";
import { SECONDS_PER_PAGE, sitemapPaths } from "./helpers/sitemap";

function directives(csp: string): Map<string, string[]> {
  return new Map(
    csp
      .split(";")
      .map((part) => part.trim().split(/\s+/))
      .filter((tokens) => tokens[0])
      .map(([name, ...values]) => [name!, values]),
  );
}

function expectSecurityHeaders(response: APIResponse, what: string) {
  const headers = response.headers();
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["x-frame-options"], what).toBe("DENY");
  expect(headers["x-powered-by"], what).toBeUndefined();

  const permissions = headers["permissions-policy"] ?? "";
  for (const feature of ["camera", "microphone", "geolocation", "payment", "usb"]) {
    expect(permissions, what).toContain(`${feature}=()`);
  }

  const csp = directives(headers["content-security-policy"] ?? "");
  expect(csp.get("default-src"), what).toEqual(["'self'"]);
  expect(csp.get("object-src"), what).toEqual(["'none'"]);
  expect(csp.get("base-uri"), what).toEqual(["'self'"]);
  expect(csp.get("form-action"), what).toEqual(["'self'"]);
  expect(csp.get("frame-ancestors"), what).toEqual(["'none'"]);
  expect(csp.get("script-src"), what).toEqual(["'self'", "'unsafe-inline'", ...tagHosts]);
  expect(csp.get("connect-src"), what).toEqual(["'self'", ...tagHosts]);
  expect(csp.get("img-src"), what).toEqual(["'self'", "data:", "blob:", ...tagHosts]);
  expect(csp.has("upgrade-insecure-requests"), what).toBe(false);
  // This suite runs against an http build: HSTS is sent only for an https site URL (lib/security-headers.test.ts).
}

test.describe("security headers on every kind of response", () => {
  test("a page", async ({ request }) => {
    const response = await request.get("/en");
    expect(response.status()).toBe(200);
    expectSecurityHeaders(response, "page");
  });

  test("a 404", async ({ request }) => {
    const response = await request.get("/no-such-page");
    expect(response.status()).toBe(404);
    expectSecurityHeaders(response, "404");
  });

  test("a redirect of the proxy", async ({ request }) => {
    const response = await request.get("/pl", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expectSecurityHeaders(response, "redirect");
  });

  test("the contact API", async ({ request }) => {
    const response = await request.post("/api/contact", { data: {} });
    expect(response.status()).toBeGreaterThanOrEqual(400);
    expectSecurityHeaders(response, "api");
  });

  test("static assets: a script chunk, a public file, the sitemap and a social image", async ({ request }) => {
    const html = await (await request.get("/")).text();
    const script = html.match(/<script src="(\/_next\/static\/[^"]+\.js)"/)?.[1];
    const image = html.match(/<meta property="og:image" content="([^"]+)"/)?.[1];
    expect(script).toBeTruthy();
    expect(image).toBeTruthy();
    for (const path of [script!, "/icon.png", "/favicon.ico", "/sitemap.xml", new URL(image!).pathname]) {
      const response = await request.get(path);
      expect(response.status(), path).toBe(200);
      expectSecurityHeaders(response, path);
    }
  });
});

test("browsing every page raises no CSP or permissions-policy complaint and calls no other host", async ({
  page,
  request,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const complaints: string[] = [];
  const foreign: string[] = [];
  page.on("console", (message) => {
    const text = message.text();
    if (/Content Security Policy|Permissions-Policy|Permissions policy|Unrecognized feature/i.test(text))
      complaints.push(text);
  });
  page.on("request", (req) => {
    const url = new URL(req.url());
    if (!["data:", "blob:"].includes(url.protocol) && url.origin !== origin) foreign.push(req.url());
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (event) => {
      seen.push(`${event.violatedDirective} blocked ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`);
    });
  });

  const paths = [...(await sitemapPaths(request)), "/no-such-page"];
  test.setTimeout(paths.length * SECONDS_PER_PAGE * 1000);
  for (const path of paths) {
    await page.goto(path, { waitUntil: "load" });
    // Let hydration, the consent banner's delay and lazy islands run.
    await page.waitForTimeout(2_500);
    await page.mouse.wheel(0, 4000);
    const violations = await page.evaluate(() => (window as unknown as { __cspViolations: string[] }).__cspViolations);
    expect(violations, path).toEqual([]);
  }
  expect(complaints).toEqual([]);
  expect(foreign).toEqual([]);
});

test.describe("the editor (/keystatic) in a build whose server has no GitHub settings", () => {
  test("is not served: its pages and its API answer 404, and nothing can be written through it", async ({
    request,
  }) => {
    for (const path of [
      "/keystatic",
      "/keystatic/collection/articles/create",
      "/keystatic/singleton/pricing",
      "/api/keystatic/tree",
      "/api/keystatic/github/login",
    ]) {
      const response = await request.get(path, { maxRedirects: 0, headers: { "no-cors": "1" } });
      expect(response.status(), path).toBe(404);
      const body = await response.text();
      expect(body, path).not.toContain("/api/keystatic");
      // The editor's pages are unknown pages of the site: its own 404, under the editor's policy.
      if (path.startsWith("/keystatic")) {
        expect(body, path).toContain("Strona nie znaleziona");
        expect(response.headers()["content-security-policy"], path).toBe(contentSecurityPolicy({ editor: true }));
      }
    }
    // What the editor's save sends in local mode: a new FAQ file.
    const save = await request.post("/api/keystatic/update", {
      headers: { "no-cors": "1" },
      data: { additions: [{ path: "content/faq/faq.json", contents: "e30" }], deletions: [] },
    });
    expect(save.status()).toBe(404);
  });

  test("is not served by the production build started with NODE_ENV=development either (the working tree's API)", async ({
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const port = Number(new URL(baseURL!).port) + 1;
    const origin = `http://localhost:${port}`;
    // Its own process group, so that stopping it ends whatever `next start` started.
    const server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
      env: { ...process.env, NODE_ENV: "development", PORT: String(port) },
      detached: true,
      stdio: "ignore",
    });
    try {
      await expect
        .poll(
          () =>
            fetch(`${origin}/`).then(
              (response) => response.status,
              () => 0,
            ),
          { timeout: 60_000 },
        )
        .toBe(200);
      // Reads only: a server that failed this would write the repository's working tree on a save.
      for (const path of ["/api/keystatic/tree", "/keystatic", "/keystatic/singleton/pricing"]) {
        const response = await fetch(`${origin}${path}`, { headers: { "no-cors": "1" }, redirect: "manual" });
        expect(response.status, path).toBe(404);
      }
    } finally {
      process.kill(-server.pid!, "SIGTERM");
    }
  });

  test("adds none of its code to the public pages", async ({ request }) => {
    for (const path of ["/", "/en", "/blog", "/en/privacy-policy"]) {
      const html = await (await request.get(path)).text();
      const scripts = [...html.matchAll(/<script[^>]* src="([^"]+)"/g)].map((match) => match[1]!);
      expect(scripts.length, path).toBeGreaterThan(0);
      for (const src of scripts) expect(await (await request.get(src)).text(), src).not.toMatch(/keystatic/i);
    }
  });
});
