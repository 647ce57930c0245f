// npm run bench:web: Lighthouse and autocannon on the production build, against the previous result and the budgets.
// Env: BENCH_SKIP_BUILD=1, BENCH_PAGES (comma-separated paths), BENCH_FLOOR=0 (skip the floor), and those below.
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, mkdir, readdir, readFile, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import lighthouse, { desktopConfig } from "lighthouse";
import { loadTest } from "./load-test.mjs";

const RUNS = { mobile: Number(process.env.BENCH_RUNS_MOBILE ?? 5), desktop: Number(process.env.BENCH_RUNS_DESKTOP ?? 3) };
const PORT = Number(process.env.BENCH_PORT ?? 3199);
// next start listens on every interface; started with -H 127.0.0.1 its locale rewrite answers a redirect to itself.
const ORIGIN = `http://localhost:${PORT}`;
const chromium = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));
const CHROME_PATH = process.env.CHROME_PATH ?? chromium.executablePath;
const CHROME_FLAGS = ["--headless=new", ...chromium.args];
const AUTOCANNON_SECONDS = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 10);
const KiB = 1024;

// JS before load: gzip bodies of the scripts requested before the load event; JS all: every script as transferred.
const BUDGETS = {
  performance: { mobile: 98, desktop: 100 },
  otherCategories: 100,
  lcpMs: { home: 1500, other: 1200 },
  tbtMs: 100,
  cls: 0,
  jsBeforeLoadKiB: { home: 160, other: 150 },
  jsAllKiB: 175,
  fontBytes: 40_000,
  // The one font file may be preloaded (the LCP text is set in it); more would compete with the page.
  preloadedFonts: 1,
  homeHtmlKiB: 25,
  rps: { "/": 300, "/privacy-policy": 600 },
};
const RESULTS_DIR = "bench/results";
const isHome = (pagePath) => pagePath === "/" || pagePath === "/en";
const EXPECTED_STATUS = { "/no-such-page": 404 };

const log = (...args) => console.error("[bench]", ...args);
const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function run(command, args, cwd = process.cwd()) {
  const result = spawnSync(command, args, { cwd, stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.get(url, { headers }, (res) => {
      const chunks = [];
      res.on("data", (chunk) => chunks.push(chunk));
      res.on("end", () => resolve({ status: res.statusCode, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.setTimeout(10_000, () => req.destroy(new Error(`timeout: ${url}`)));
  });
}

async function waitForServer(origin = ORIGIN, timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await get(`${origin}/`);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`next start did not answer on ${origin} within ${timeoutMs / 1000} s`);
}

function startServer(port = PORT, cwd = process.cwd()) {
  const server = spawn("npx", ["next", "start", "-p", String(port)], {
    cwd,
    stdio: ["ignore", "ignore", "inherit"],
    env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    detached: true,
  });
  return server;
}

function stopProcessGroup(child) {
  if (child.exitCode !== null) return;
  try {
    process.kill(-child.pid, "SIGTERM");
  } catch {
    // already gone
  }
}

async function launchChrome() {
  const userDataDir = await mkdtemp(path.join(os.tmpdir(), "bench-chrome-"));
  const chrome = spawn(CHROME_PATH, [...CHROME_FLAGS, "--remote-debugging-port=0", `--user-data-dir=${userDataDir}`, "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
    detached: true,
  });
  const port = await new Promise((resolve, reject) => {
    let output = "";
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output}`)), 30_000);
    chrome.stderr.on("data", (chunk) => {
      output += chunk;
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chrome.on("exit", (code) => reject(new Error(`Chromium exited with ${code}:\n${output}`)));
  });
  return {
    port,
    async kill() {
      stopProcessGroup(chrome);
      await new Promise((r) => setTimeout(r, 300));
      await rm(userDataDir, { recursive: true, force: true });
    },
  };
}

const gzipBodyBytes = new Map();
async function scriptGzipBytes(url) {
  if (!gzipBodyBytes.has(url)) {
    const res = await get(url, { "accept-encoding": "gzip" });
    gzipBodyBytes.set(url, res.body.length);
  }
  return gzipBodyBytes.get(url);
}

async function lighthouseRun(chromePort, url, formFactor, origin = ORIGIN) {
  // ignoreStatusCode: the 404 page is measured like the others (its status is checked on its own).
  const flags = { port: chromePort, output: "json", logLevel: "error", ignoreStatusCode: true };
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const observedLoad = lhr.audits.metrics?.details?.items?.[0]?.observedLoad ?? Infinity;
  const scripts = requests.filter((r) => r.resourceType === "Script");
  let jsBeforeLoadBytes = 0;
  for (const r of scripts.filter((r) => r.networkRequestTime <= observedLoad && r.url.startsWith(origin))) {
    jsBeforeLoadBytes += await scriptGzipBytes(r.url);
  }
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    jsBytes: scripts.reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    jsBeforeLoadBytes,
    fontBytes: requests.filter((r) => r.resourceType === "Font").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    foreignRequests: requests.filter((r) => !r.url.startsWith(origin) && !r.url.startsWith("data:")).map((r) => r.url),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode) && a.score < 0.9)
      .map((a) => a.id),
  };
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is repeated, twice at most. */
async function lighthouseRunWithRetry(chromePort, url, formFactor, origin = ORIGIN) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await lighthouseRun(chromePort, url, formFactor, origin);
    } catch (error) {
      if (attempt >= 3 || !/NO_NAVSTART|NO_FCP|NO_LCP|PROTOCOL_TIMEOUT/.test(String(error))) throw error;
      log(`${url} ${formFactor}: ${error.message.split("\n")[0]}; repeating the run`);
    }
  }
}

/** A bare Next page built and measured the same way: tells a slow machine from a slow site. */
async function measureFloor(chromePort) {
  const dir = await mkdtemp(path.join(os.tmpdir(), "bench-floor-"));
  const port = PORT + 1;
  let server;
  try {
    await mkdir(path.join(dir, "app"));
    await writeFile(path.join(dir, "package.json"), `${JSON.stringify({ private: true, type: "module" })}\n`);
    await writeFile(
      path.join(dir, "app", "layout.jsx"),
      `export const metadata = { title: "A bare Next.js page", description: "The floor of the benchmark." };
export default function RootLayout({ children }) {
  return <html lang="en"><body>{children}</body></html>;
}
`,
    );
    await writeFile(
      path.join(dir, "app", "page.jsx"),
      `export default function Page() {
  return <main><h1>A bare Next.js page</h1><p>One heading and one paragraph, rendered by the framework alone.</p></main>;
}
`,
    );
    // The project's own packages, as hard links (Turbopack does not follow a node_modules symlink out of the root).
    run("cp", ["-al", path.resolve("node_modules"), path.join(dir, "node_modules")]);
    log("floor: building a bare Next page");
    run("npx", ["next", "build"], dir);
    server = startServer(port, dir);
    const origin = `http://localhost:${port}`;
    await waitForServer(origin);
    const runs = [];
    for (let i = 0; i < RUNS.mobile; i++) {
      log(`floor mobile run ${i + 1}/${RUNS.mobile}`);
      runs.push(await lighthouseRunWithRetry(chromePort, `${origin}/`, "mobile", origin));
    }
    const pick = (key) => median(runs.map((r) => r[key]));
    return { runs: runs.length, performance: pick("performance"), lcpMs: pick("lcpMs"), tbtMs: pick("tbtMs"), jsBeforeLoadBytes: pick("jsBeforeLoadBytes") };
  } finally {
    if (server) stopProcessGroup(server);
    await new Promise((r) => setTimeout(r, 300));
    await rm(dir, { recursive: true, force: true });
  }
}

async function pagesToMeasure() {
  const pages = ["/", "/en", "/website-development", "/google-ads", "/meta-ads", "/blog"];
  const sitemap = (await get(`${ORIGIN}/sitemap.xml`)).body.toString();
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const articles = [paths.find((p) => p.startsWith("/blog/")), paths.find((p) => p.startsWith("/en/blog/"))].filter(Boolean);
  if (articles.length < 2) log("an article per language not found in /sitemap.xml");
  pages.push(...articles, "/privacy-policy", "/no-such-page");
  const only = process.env.BENCH_PAGES?.split(",").filter(Boolean);
  return only?.length ? pages.filter((p) => only.includes(p)) : pages;
}

async function htmlGzipBytes(pagePath) {
  const res = await get(`${ORIGIN}${pagePath}`, { "accept-encoding": "gzip" });
  if (res.headers["content-encoding"] !== "gzip") log(`${pagePath}: served without gzip (${res.headers["content-encoding"] ?? "identity"})`);
  const { gunzipSync } = await import("node:zlib");
  const html = res.headers["content-encoding"] === "gzip" ? gunzipSync(res.body).toString() : res.body.toString();
  const preloadedFonts = [...html.matchAll(/<link[^>]+rel="preload"[^>]*>/g)].filter((m) => /as="font"/.test(m[0])).length;
  return { status: res.status, bytes: res.body.length, preloadedFonts };
}

function requestsPerSecond(pagePath) {
  return loadTest(`${ORIGIN}${pagePath}`, { connections: 50, seconds: AUTOCANNON_SECONDS });
}

function fmt(value, digits = 0) {
  return value == null ? "–" : Number(value).toFixed(digits);
}

function budgetMisses(pages, rps) {
  const misses = [];
  for (const page of pages) {
    if (page.status !== (EXPECTED_STATUS[page.path] ?? 200)) misses.push(`${page.path}: answers ${page.status}`);
    for (const formFactor of ["mobile", "desktop"]) {
      const m = page[formFactor];
      if (!m) continue;
      const at = `${page.path} ${formFactor}`;
      if (m.performance < BUDGETS.performance[formFactor]) misses.push(`${at}: performance ${m.performance} < ${BUDGETS.performance[formFactor]}`);
      // A 404 loses SEO and best-practices points by design (status code, noindex): only the rest counts there.
      const categories = EXPECTED_STATUS[page.path] ? ["accessibility"] : ["accessibility", "bestPractices", "seo"];
      for (const key of categories) {
        if (m[key] < BUDGETS.otherCategories) misses.push(`${at}: ${key} ${m[key]} < ${BUDGETS.otherCategories}`);
      }
      if (formFactor === "mobile") {
        const kind = isHome(page.path) ? "home" : "other";
        if (m.lcpMs > BUDGETS.lcpMs[kind]) misses.push(`${at}: LCP ${fmt(m.lcpMs)} ms > ${BUDGETS.lcpMs[kind]}`);
        if (m.tbtMs > BUDGETS.tbtMs) misses.push(`${at}: TBT ${fmt(m.tbtMs)} ms > ${BUDGETS.tbtMs}`);
        if (m.cls > BUDGETS.cls) misses.push(`${at}: CLS ${fmt(m.cls, 3)} > ${BUDGETS.cls}`);
        const jsBudget = BUDGETS.jsBeforeLoadKiB[kind];
        if (m.jsBeforeLoadBytes / KiB > jsBudget) misses.push(`${at}: JS before load ${fmt(m.jsBeforeLoadBytes / KiB, 1)} KiB gzip > ${jsBudget}`);
        if (m.jsBytes / KiB > BUDGETS.jsAllKiB) misses.push(`${at}: JS in all ${fmt(m.jsBytes / KiB, 1)} KiB > ${BUDGETS.jsAllKiB}`);
        if (m.fontBytes > BUDGETS.fontBytes) misses.push(`${at}: fonts ${m.fontBytes} bytes > ${BUDGETS.fontBytes}`);
      }
    }
    if (page.preloadedFonts > BUDGETS.preloadedFonts) misses.push(`${page.path}: ${page.preloadedFonts} preloaded fonts`);
    if (isHome(page.path) && page.htmlGzipBytes / KiB > BUDGETS.homeHtmlKiB) {
      misses.push(`${page.path}: HTML ${fmt(page.htmlGzipBytes / KiB, 1)} KiB gzip > ${BUDGETS.homeHtmlKiB}`);
    }
  }
  for (const [pagePath, result] of Object.entries(rps)) {
    if (result.non2xx > 0 || result.errors > 0) misses.push(`${pagePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
    if (result.requestsPerSecond < BUDGETS.rps[pagePath]) misses.push(`${pagePath}: ${result.requestsPerSecond} req/s < ${BUDGETS.rps[pagePath]}`);
  }
  return misses;
}

async function previousResult() {
  try {
    const files = (await readdir(RESULTS_DIR)).filter((f) => f.endsWith(".json")).sort();
    const last = files.at(-1);
    return last ? { file: path.join(RESULTS_DIR, last), ...JSON.parse(await readFile(path.join(RESULTS_DIR, last), "utf8")) } : null;
  } catch {
    return null;
  }
}

function withChange(value, previous, digits = 0, scale = 1) {
  const shown = fmt(value == null ? null : value / scale, digits);
  if (value == null || previous == null) return shown;
  const delta = (value - previous) / scale;
  if (Number(delta.toFixed(digits)) === 0) return shown;
  return `${shown} (${delta > 0 ? "+" : ""}${delta.toFixed(digits)})`;
}

function printTable(pages, rps, benchmarkIndex, previous, floor) {
  const header = ["page", "mode", "runs", "perf", "a11y", "bp", "seo", "LCP s", "TBT ms", "CLS", "JS<load KiB", "JS all KiB", "font KB", "HTML KiB"];
  const rows = [];
  for (const page of pages) {
    const before = previous?.pages?.find((p) => p.path === page.path);
    for (const formFactor of ["mobile", "desktop"]) {
      const m = page[formFactor];
      if (!m) continue;
      const b = before?.[formFactor] ?? {};
      rows.push([
        page.path,
        formFactor,
        String(m.runs),
        withChange(m.performance, b.performance),
        fmt(m.accessibility),
        fmt(m.bestPractices),
        fmt(m.seo),
        withChange(m.lcpMs, b.lcpMs, 2, 1000),
        withChange(m.tbtMs, b.tbtMs),
        withChange(m.cls, b.cls, 3),
        withChange(m.jsBeforeLoadBytes, b.jsBeforeLoadBytes, 1, KiB),
        withChange(m.jsBytes, b.jsBytes, 1, KiB),
        withChange(m.fontBytes, b.fontBytes, 1, 1000),
        withChange(page.htmlGzipBytes, before?.htmlGzipBytes, 1, KiB),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\nLighthouse medians (${ORIGIN}); in brackets the change against ${previous ? `${previous.file} (commit ${previous.commit})` : "nothing: no earlier result"}`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  const b = BUDGETS;
  console.log(
    `budgets (mobile): perf >= ${b.performance.mobile} (desktop ${b.performance.desktop}), a11y/bp/seo ${b.otherCategories}, ` +
      `LCP <= ${b.lcpMs.home / 1000} s home, ${b.lcpMs.other / 1000} s other, TBT <= ${b.tbtMs} ms, CLS ${b.cls}, ` +
      `JS before load <= ${b.jsBeforeLoadKiB.home} KiB home, ${b.jsBeforeLoadKiB.other} other, JS all <= ${b.jsAllKiB} KiB, ` +
      `fonts <= ${b.fontBytes / 1000} KB, at most ${b.preloadedFonts} preloaded, home HTML <= ${b.homeHtmlKiB} KiB gzip`,
  );
  if (floor) {
    const was = previous?.floor ?? {};
    console.log(
      `machine floor, a bare Next 16 page built and measured the same way (mobile, median of ${floor.runs}): ` +
        `perf ${withChange(floor.performance, was.performance)}, LCP ${withChange(floor.lcpMs, was.lcpMs, 2, 1000)} s, ` +
        `TBT ${withChange(floor.tbtMs, was.tbtMs)} ms; where the budgets were set it scored 99, 0.83 s, 77 ms`,
    );
  }
  console.log(`\nnext start, autocannon ${AUTOCANNON_SECONDS} s, 50 connections, gzip`);
  for (const [pagePath, r] of Object.entries(rps)) {
    const was = previous?.requestsPerSecond?.[pagePath]?.requestsPerSecond;
    console.log(
      `  ${pagePath.padEnd(16)} ${withChange(r.requestsPerSecond, was).padStart(12)} req/s (budget ${BUDGETS.rps[pagePath]})  p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms  non-2xx ${r.non2xx}  errors ${r.errors}`,
    );
  }
  console.log(`\nLighthouse benchmarkIndex (median): ${fmt(benchmarkIndex)}${previous ? ` (previous ${fmt(previous.benchmarkIndex)})` : ""}; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
}

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== "1") {
    log("building");
    run("npx", ["next", "build"]);
  }
  log(`starting next start on ${ORIGIN}`);
  const server = startServer();
  const cleanup = () => stopProcessGroup(server);
  process.on("exit", cleanup);
  process.on("SIGINT", () => process.exit(130));
  process.on("SIGTERM", () => process.exit(143));
  let chrome;
  try {
    await waitForServer();
    const paths = await pagesToMeasure();
    chrome = await launchChrome();
    const pages = [];
    const benchmarkIndexes = [];
    for (const pagePath of paths) {
      const html = await htmlGzipBytes(pagePath);
      const page = { path: pagePath, status: html.status, htmlGzipBytes: html.bytes, preloadedFonts: html.preloadedFonts };
      if (html.status !== (EXPECTED_STATUS[pagePath] ?? 200)) {
        log(`${pagePath} answers ${html.status}: not measured`);
        pages.push(page);
        continue;
      }
      for (const formFactor of ["mobile", "desktop"]) {
        const runs = [];
        for (let i = 0; i < RUNS[formFactor]; i++) {
          log(`${pagePath} ${formFactor} run ${i + 1}/${RUNS[formFactor]}`);
          runs.push(await lighthouseRunWithRetry(chrome.port, `${ORIGIN}${pagePath}`, formFactor));
        }
        if (runs.length === 0) continue;
        benchmarkIndexes.push(...runs.map((r) => r.benchmarkIndex));
        const pick = (key) => median(runs.map((r) => r[key]));
        page[formFactor] = {
          runs: runs.length,
          performance: pick("performance"),
          accessibility: pick("accessibility"),
          bestPractices: pick("bestPractices"),
          seo: pick("seo"),
          lcpMs: pick("lcpMs"),
          tbtMs: pick("tbtMs"),
          cls: pick("cls"),
          jsBytes: pick("jsBytes"),
          jsBeforeLoadBytes: pick("jsBeforeLoadBytes"),
          fontBytes: pick("fontBytes"),
          requests: pick("requests"),
          foreignRequests: [...new Set(runs.flatMap((r) => r.foreignRequests))],
          failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
          samples: runs.map((r) => ({ performance: r.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls, benchmarkIndex: r.benchmarkIndex })),
        };
      }
      pages.push(page);
    }
    const floor = process.env.BENCH_FLOOR === "0" || RUNS.mobile === 0 ? null : await measureFloor(chrome.port);
    await chrome.kill();
    chrome = undefined;

    const rps = {};
    for (const pagePath of ["/", "/privacy-policy"]) {
      log(`autocannon ${pagePath}`);
      rps[pagePath] = await requestsPerSecond(pagePath);
    }

    const benchmarkIndex = median(benchmarkIndexes);
    const previous = await previousResult();
    printTable(pages, rps, benchmarkIndex, previous, floor);
    const misses = budgetMisses(pages, rps);
    console.log(misses.length ? `\nBudgets missed:\n  ${misses.join("\n  ")}` : "\nEvery budget met.");
    for (const page of pages) {
      for (const formFactor of ["mobile", "desktop"]) {
        const m = page[formFactor];
        if (m?.failedAudits.length) console.log(`  ${page.path} ${formFactor}: audits below 0.9: ${m.failedAudits.join(", ")}`);
        if (m?.foreignRequests.length) console.log(`  ${page.path} ${formFactor}: requests to other hosts: ${m.foreignRequests.join(", ")}`);
      }
    }

    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    await mkdir(RESULTS_DIR, { recursive: true });
    const file = path.join(RESULTS_DIR, `${stamp}.json`);
    const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
    // Uncommitted changes to tracked files: the figures are not those of the commit alone.
    const dirty = spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { encoding: "utf8" }).stdout.trim() !== "";
    await writeFile(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          commit: dirty ? `${commit}+changes` : commit,
          previous: previous ? { file: previous.file, commit: previous.commit } : null,
          node: process.version,
          runs: RUNS,
          cpus: os.cpus().length,
          loadAverage: os.loadavg(),
          benchmarkIndex,
          floor,
          budgets: BUDGETS,
          pages,
          requestsPerSecond: rps,
          budgetMisses: misses,
        },
        null,
        2,
      ) + "\n",
    );
    console.log(`\nwritten: ${file}`);
  } finally {
    if (chrome) await chrome.kill();
    cleanup();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
