// Full-page screenshots of every page at 390 px and 1280 px, for comparing a change with the page before it.
// Usage: node scripts/screenshots.mjs <base URL> <output folder>   (a running `next start`)
// Then: node scripts/screenshots.mjs --compare <folder before> <folder after>
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [, , first, second, third] = process.argv;

if (first === "--compare") {
  const digest = (file) => createHash("sha256").update(readFileSync(file)).digest("hex");
  const names = readdirSync(second)
    .filter((name) => name.endsWith(".png"))
    .sort();
  let changed = 0;
  for (const name of names) {
    const after = path.join(third, name);
    let same = false;
    try {
      same = digest(path.join(second, name)) === digest(after);
    } catch {
      // missing after
    }
    if (!same) {
      changed++;
      console.log(`changed: ${name}`);
    }
  }
  console.log(`${names.length - changed} of ${names.length} screenshots identical`);
  process.exit(0);
}

const base = first ?? "http://localhost:3000";
const out = second ?? ".data/screenshots";
mkdirSync(out, { recursive: true });

const sitemap = await (await fetch(`${base}/sitemap.xml`)).text();
const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
// Campaign pages are not in the sitemap (noindex): each page of content/campaigns/pages, in its language.
const campaigns = new URL("../content/campaigns/pages/", import.meta.url);
for (const name of readdirSync(campaigns).filter((file) => file.endsWith(".json"))) {
  const { language } = JSON.parse(readFileSync(new URL(name, campaigns), "utf8"));
  paths.push(`${language === "en" ? "/en" : ""}/lp/${name.replace(/\.json$/, "")}`);
}
paths.push("/this-page-does-not-exist");

const consentVersion = /CONSENT_VERSION = "([^"]+)"/.exec(
  readFileSync(new URL("../lib/consent/record.ts", import.meta.url), "utf8"),
)[1];
const flags = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? flags.executablePath,
  args: flags.args,
});
for (const width of [390, 1280]) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, reducedMotion: "reduce" });
  // A stored choice keeps the cookie banner out of the picture (a record without the current version is no choice).
  await context.addInitScript((version) => {
    const record = { necessary: true, analytics: false, marketing: false, functional: false, timestamp: Date.now() };
    localStorage.setItem("cookie-consent", JSON.stringify({ ...record, version }));
    localStorage.setItem("cookie-consent-date", new Date().toISOString());
  }, consentVersion);
  const page = await context.newPage();
  for (const pathname of paths) {
    await page.goto(`${base}${pathname}`, { waitUntil: "networkidle" });
    await page.evaluate(() => document.fonts.ready);
    const name = `${width}${pathname.replaceAll("/", "_") || "_"}.png`;
    await page.screenshot({ path: path.join(out, name), fullPage: true, animations: "disabled" });
  }
  await context.close();
}
await browser.close();
console.log(`${paths.length * 2} screenshots in ${out}`);
