import { expect, test } from "@playwright/test";
import { campaigns } from "./helpers/campaigns";
import { sitemapPaths } from "./helpers/sitemap";

// What a browser needs before it can paint a page arrives with the document: a stylesheet <link> (in the head, or in
// the body before the content) or a classic script without async/defer holds the first paint for a round trip, which
// on a phone's connection is most of the wait. The web font never holds it either: Inter is swapped in when it comes,
// and until then the text is set in a face scaled to Inter's widths.
test("every page's HTML carries its CSS and nothing in it holds the first paint", async ({ request }) => {
  const listed = await sitemapPaths(request);
  const campaignPaths = campaigns.map((campaign) => campaign.path).filter((path) => !listed.includes(path));
  const paths = [...listed, ...campaignPaths, "/thank-you", "/en/thank-you", "/no-such-page"];
  for (const path of paths) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(path === "/no-such-page" ? 404 : 200);
    const html = await response.text();
    const head = html.slice(0, html.indexOf("</head>"));

    expect(html.match(/<link[^>]+rel="stylesheet"[^>]*>/g) ?? [], `${path}: stylesheet links`).toEqual([]);
    const blockingScripts = (head.match(/<script[^>]*\ssrc=[^>]*>/g) ?? []).filter(
      (tag) => !/\s(async|defer|noModule|nomodule)[\s=>]|type="module"/.test(tag),
    );
    expect(blockingScripts, `${path}: parser-blocking scripts in the head`).toEqual([]);

    const css = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]!).join("\n");
    expect(css, `${path}: the site's own rules in the head`).toContain(".site-header{");
    expect(css, `${path}: nothing the inline CSS fetches before it applies`).not.toContain("@import");

    const faces = [...css.matchAll(/@font-face\{([^}]*)\}/g)].map((m) => m[1]!);
    const inter = faces.filter((face) => /src:url\([^)]*\.woff2\)/.test(face));
    expect(inter, `${path}: Inter's face`).toHaveLength(1);
    expect(inter[0], `${path}: Inter's font-display`).toContain("font-display:swap");
    const family = /font-family:([^;]+)/.exec(inter[0]!)![1]!;
    // The family every text is set in names the scaled stand-ins right after Inter.
    const stack = /--font-inter:([^;}]+)/.exec(css)?.[1] ?? "";
    expect(
      stack.split(",").map((name) => name.trim().replace(/"/g, "")),
      `${path}: --font-inter`,
    ).toEqual([
      family.replace(/"/g, ""),
      "Inter Fallback",
      "Inter Fallback Android",
      "ui-sans-serif",
      "system-ui",
      "sans-serif",
    ]);
    for (const stand of ["Inter Fallback", "Inter Fallback Android"]) {
      const fallback = faces.filter(
        (face) => face.includes(`font-family:"${stand}"`) || face.includes(`font-family:${stand};`),
      );
      expect(fallback.length, `${path}: ${stand}'s faces`).toBeGreaterThan(0);
      for (const face of fallback) {
        expect(face).toMatch(/src:local\(/);
        expect(face).toMatch(/size-adjust:\d/);
        expect(face).toMatch(/ascent-override:\d/);
      }
    }
  }
});
