import { expect, test } from "@playwright/test";
import { sitemapPaths } from "./helpers/sitemap";

test.describe("sitemap and robots", () => {
  test("robots.txt allows every page, keeps crawlers out of the editor and names the sitemap", async ({ request }) => {
    const response = await request.get("/robots.txt");
    expect(response.status()).toBe(200);
    const text = await response.text();
    expect(text).toMatch(/User-Agent: \*\s+Allow: \//);
    expect(text.match(/^Disallow: .*$/gm)).toEqual(["Disallow: /keystatic", "Disallow: /api/keystatic"]);
    expect(text).toMatch(/Sitemap: https?:\/\/[^\s]+\/sitemap\.xml/);
  });

  test("the sitemap lists both home pages first, every page with pl, en and x-default alternates and a date", async ({
    request,
  }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    const urls = [...xml.matchAll(/<url>([\s\S]*?)<\/url>/g)].map((m) => m[1]!);
    expect(urls.length).toBeGreaterThanOrEqual(16);
    const paths = urls.map((u) => new URL(u.match(/<loc>([^<]+)<\/loc>/)![1]!).pathname);
    expect(paths.slice(0, 2)).toEqual(["/", "/en"]);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of [
      "/website-development",
      "/en/google-ads",
      "/meta-ads",
      "/en/blog",
      "/privacy-policy",
      "/en/terms-of-service",
      "/cookie-policy",
    ]) {
      expect(paths).toContain(path);
    }
    expect(paths.some((p) => p.includes("404") || p.includes("not-found"))).toBe(false);
    for (const url of urls) {
      for (const lang of ["pl", "en", "x-default"]) expect(url).toContain(`hreflang="${lang}"`);
      expect(url).toMatch(/<lastmod>\d{4}-\d{2}-\d{2}/);
    }
  });

  test("every page in the sitemap answers 200 and names itself as canonical", async ({ request }) => {
    for (const path of await sitemapPaths(request)) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      const html = await response.text();
      const canonical = html.match(/<link rel="canonical" href="([^"]+)"/)?.[1];
      expect(canonical && new URL(canonical).pathname, path).toBe(path);
    }
  });
});

test.describe("social image", () => {
  test("every page declares its own 1200x630 PNG with alt text and a large Twitter card", async ({ request }) => {
    const seen = new Set<string>();
    for (const path of await sitemapPaths(request)) {
      const html = await (await request.get(path)).text();
      const meta = (key: string) => html.match(new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)"`))?.[1];
      const image = meta("og:image");
      expect(image, path).toBeTruthy();
      expect(meta("og:image:width"), path).toBe("1200");
      expect(meta("og:image:height"), path).toBe("630");
      expect(meta("og:image:alt"), path).toBeTruthy();
      expect(meta("twitter:card"), path).toBe("summary_large_image");
      expect(meta("twitter:image"), path).toBe(image);
      const imagePath = new URL(image!).pathname;
      expect(seen.has(imagePath), `${path} shares ${imagePath}`).toBe(false);
      seen.add(imagePath);

      const response = await request.get(imagePath, { maxRedirects: 0 });
      expect(response.status(), imagePath).toBe(200);
      expect(response.headers()["content-type"]).toBe("image/png");
      const png = await response.body();
      expect(png.readUInt32BE(16), "width").toBe(1200);
      expect(png.readUInt32BE(20), "height").toBe(630);
    }
  });
});

test.describe("icons and manifest", () => {
  test("favicon, SVG icon, touch icon and the logo answer without a redirect", async ({ request }) => {
    for (const [path, type] of [
      ["/favicon.ico", "image/x-icon"],
      ["/icon.svg", "image/svg+xml"],
      ["/apple-icon.png", "image/png"],
      ["/icon.png", "image/png"],
    ] as const) {
      const response = await request.get(path, { maxRedirects: 0 });
      expect(response.status(), path).toBe(200);
      expect(response.headers()["content-type"], path).toBe(type);
    }
  });

  test("the head links the icons and the manifest, whose icons all load", async ({ request }) => {
    const html = await (await request.get("/en")).text();
    expect(html).toMatch(/<link rel="icon" href="\/favicon\.ico[^"]*"/);
    expect(html).toMatch(/<link rel="apple-touch-icon" href="\/apple-icon\.png[^"]*"/);
    expect(html).toContain('<link rel="manifest" href="/manifest.webmanifest"');
    const manifest = await (await request.get("/manifest.webmanifest")).json();
    expect(manifest).toMatchObject({ start_url: "/", display: "standalone", theme_color: "#2546eb" });
    expect(manifest.icons.map((icon: { sizes: string }) => icon.sizes)).toEqual(
      expect.arrayContaining(["192x192", "512x512"]),
    );
    for (const icon of manifest.icons as { src: string }[]) {
      expect((await request.get(icon.src)).status(), icon.src).toBe(200);
    }
  });
});
