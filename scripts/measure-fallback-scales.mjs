// Measures the scales of Inter's stand-ins (assets/fonts/inter-fallback.json): for each weight range, the width of the
// site's own text in Inter over its width in each stand-in font, in Chromium. Prints them beside the table's.
// Usage: node scripts/measure-fallback-scales.mjs <base URL>   (a running `next start`)
// Each family is measured in the first of its regular local() names this machine has as a font family, at the text's
// own weight (Debian: fonts-liberation for Arial's widths, fonts-roboto for Android's); a family without one is skipped.
// The table is edited by hand from what this prints, then `node scripts/make-fallback-faces.mjs`.
import { readFileSync } from "node:fs";
import { chromium } from "@playwright/test";

const base = process.argv[2] ?? "http://localhost:3000";
const table = JSON.parse(readFileSync(new URL("../assets/fonts/inter-fallback.json", import.meta.url), "utf8"));
const flags = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? flags.executablePath,
  args: flags.args,
});
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
// text per weight (its computed font-weight), over every page
const texts = new Map();
for (const path of paths) {
  await page.goto(`${base}${path}`, { waitUntil: "networkidle" });
  await page.evaluate(() => document.fonts.ready);
  const runs = await page.evaluate(() => {
    const found = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent.replace(/\s+/g, " ").trim();
      const element = node.parentElement;
      if (!text || !element || element.closest("script, style, noscript, svg")) continue;
      const style = getComputedStyle(element);
      if (style.display === "none" || style.visibility === "hidden") continue;
      found.push([Number(style.fontWeight), text]);
    }
    return found;
  });
  for (const [weight, text] of runs) texts.set(weight, `${texts.get(weight) ?? ""} ${text}`);
}

// The family next/font gives Inter (its @font-face in the page's stylesheet).
const inter = await page.evaluate(() => {
  for (const sheet of document.styleSheets) {
    for (const rule of sheet.cssRules) {
      if (rule instanceof CSSFontFaceRule && /woff2/.test(rule.style.getPropertyValue("src"))) {
        return rule.style.getPropertyValue("font-family");
      }
    }
  }
  throw new Error("no Inter @font-face in the page");
});

const inRange = (weight, range) => {
  const [low, high] = range.split(" ").map(Number);
  return weight >= low && weight <= high;
};
for (const { family, faces, local } of table.families) {
  for (const { weight: range, scale } of faces) {
    const text = [...texts]
      .filter(([weight]) => inRange(weight, range))
      .map(([, t]) => t)
      .join(" ");
    if (!text) {
      console.log(`${family} ${range}: no text at these weights (table: ${scale})`);
      continue;
    }
    const weight = [...texts.keys()].filter((w) => inRange(w, range)).sort((a, b) => a - b)[0];
    const result = await page.evaluate(
      ({ text, weight, inter, candidates }) => {
        // The text laid out as the page lays it out (16 px, kerning on), on one line, in each font.
        const span = document.createElement("span");
        span.style.cssText = `position:absolute;white-space:pre;font-size:16px;font-weight:${weight}`;
        span.textContent = text;
        document.body.append(span);
        const width = (family) => ((span.style.fontFamily = family), span.getBoundingClientRect().width);
        // A font this machine lacks falls back to monospace: the first whose width differs is installed.
        const monospace = width("monospace");
        const font = candidates.find((name) => width(`"${name}", monospace`) !== monospace);
        const ratio = font ? width(inter) / width(`"${font}"`) : null;
        span.remove();
        return font ? { font, ratio } : null;
      },
      // The families of the regular cut's local() names; the text's weight picks the cut.
      { text, weight, inter, candidates: local.regular },
    );
    console.log(
      result
        ? `${family} ${range} (text at ${weight}, ${text.length} characters, in ${result.font}): ${(result.ratio * 100).toFixed(2)} (table: ${scale})`
        : `${family} ${range}: none of ${local.regular.join(", ")} is installed (table: ${scale})`,
    );
  }
}
await browser.close();
