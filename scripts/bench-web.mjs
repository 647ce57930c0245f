// npm run bench:web: builds once, serves the production build with `next start` on a loopback port, runs Lighthouse
// (mobile and desktop) on a set of pages and autocannon on two, prints medians and writes bench/results/<time>.json.
// Env: BENCH_RUNS_MOBILE (5), BENCH_RUNS_DESKTOP (3), BENCH_PORT (3199), BENCH_SKIP_BUILD=1 (reuse .next),
// BENCH_AUTOCANNON_SECONDS (10), CHROME_PATH (/usr/bin/chromium).
import { spawn, spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, mkdir, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import lighthouse, { desktopConfig } from "lighthouse";

const RUNS = { mobile: Number(process.env.BENCH_RUNS_MOBILE ?? 5), desktop: Number(process.env.BENCH_RUNS_DESKTOP ?? 3) };
const PORT = Number(process.env.BENCH_PORT ?? 3199);
// next start listens on every interface; started with -H 127.0.0.1 its locale rewrite answers a redirect to itself.
const ORIGIN = `http://localhost:${PORT}`;
const chromium = JSON.parse(readFileSync(new URL("./chromium.json", import.meta.url), "utf8"));
const CHROME_PATH = process.env.CHROME_PATH ?? chromium.executablePath;
const CHROME_FLAGS = ["--headless=new", ...chromium.args];
const AUTOCANNON_SECONDS = Number(process.env.BENCH_AUTOCANNON_SECONDS ?? 10);
const KiB = 1024;

// The budgets: where a median misses one, the table says so.
const BUDGETS = {
  performance: { mobile: 97, desktop: 100 },
  otherCategories: 100,
  lcpMs: 1500,
  tbtMs: 200,
  cls: 0.01,
  jsKiB: { home: 180, other: 155 },
  homeHtmlKiB: 40,
  rps: { "/": 200, "/privacy-policy": 600 },
};

const log = (...args) => console.error("[bench]", ...args);
const median = (values) => {
  const sorted = values.filter((v) => typeof v === "number" && !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

function run(command, args) {
  const result = spawnSync(command, args, { stdio: "inherit", env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" } });
  if (result.status !== 0) throw new Error(`${command} ${args.join(" ")} exited with ${result.status}`);
}

/** Raw response: status and the body bytes as sent (gzip when asked for). */
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

async function waitForServer(timeoutMs = 60_000) {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await get(`${ORIGIN}/`);
      if (res.status === 200) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`next start did not answer on ${ORIGIN} within ${timeoutMs / 1000} s`);
}

function startServer() {
  const server = spawn("npx", ["next", "start", "-p", String(PORT)], {
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

/** Debian's Chromium with a DevTools port, for Lighthouse to drive. */
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

async function lighthouseRun(chromePort, url, formFactor) {
  const flags = { port: chromePort, output: "json", logLevel: "error" };
  const config = formFactor === "desktop" ? desktopConfig : undefined;
  const result = await lighthouse(url, flags, config);
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  const { lhr } = result;
  if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
  const requests = lhr.audits["network-requests"]?.details?.items ?? [];
  const score = (id) => (lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100));
  return {
    performance: score("performance"),
    accessibility: score("accessibility"),
    bestPractices: score("best-practices"),
    seo: score("seo"),
    lcpMs: lhr.audits["largest-contentful-paint"]?.numericValue ?? null,
    tbtMs: lhr.audits["total-blocking-time"]?.numericValue ?? null,
    cls: lhr.audits["cumulative-layout-shift"]?.numericValue ?? null,
    jsBytes: requests.filter((r) => r.resourceType === "Script").reduce((sum, r) => sum + (r.transferSize ?? 0), 0),
    requests: requests.length,
    foreignRequests: requests.filter((r) => !r.url.startsWith(ORIGIN) && !r.url.startsWith("data:")).map((r) => r.url),
    benchmarkIndex: lhr.environment?.benchmarkIndex ?? null,
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && ["binary", "numeric"].includes(a.scoreDisplayMode) && a.score < 0.9)
      .map((a) => a.id),
  };
}

async function pagesToMeasure() {
  const pages = ["/", "/en", "/google-ads"];
  const sitemap = (await get(`${ORIGIN}/sitemap.xml`)).body.toString();
  const article = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname).find((p) => p.includes("/blog/"));
  if (article) pages.push(article);
  else log("no article in /sitemap.xml: skipping the article page");
  pages.push("/en/blog", "/privacy-policy");
  return pages;
}

async function htmlGzipBytes(pagePath) {
  const res = await get(`${ORIGIN}${pagePath}`, { "accept-encoding": "gzip" });
  if (res.headers["content-encoding"] !== "gzip") log(`${pagePath}: served without gzip (${res.headers["content-encoding"] ?? "identity"})`);
  return { status: res.status, bytes: res.body.length };
}

async function requestsPerSecond(pagePath) {
  const result = await autocannon({
    url: `${ORIGIN}${pagePath}`,
    connections: 50,
    duration: AUTOCANNON_SECONDS,
    headers: { "accept-encoding": "gzip" },
    timeout: 10,
  });
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyP50Ms: result.latency.p50,
    latencyP99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
  };
}

function fmt(value, digits = 0) {
  return value == null ? "–" : Number(value).toFixed(digits);
}

function budgetMisses(pages, rps) {
  const misses = [];
  for (const page of pages) {
    for (const formFactor of ["mobile", "desktop"]) {
      const m = page[formFactor];
      if (!m) continue;
      const at = `${page.path} ${formFactor}`;
      if (m.performance < BUDGETS.performance[formFactor]) misses.push(`${at}: performance ${m.performance} < ${BUDGETS.performance[formFactor]}`);
      for (const key of ["accessibility", "bestPractices", "seo"]) {
        if (m[key] < BUDGETS.otherCategories) misses.push(`${at}: ${key} ${m[key]} < ${BUDGETS.otherCategories}`);
      }
      if (formFactor === "mobile") {
        if (m.lcpMs > BUDGETS.lcpMs) misses.push(`${at}: LCP ${fmt(m.lcpMs)} ms > ${BUDGETS.lcpMs}`);
        if (m.tbtMs > BUDGETS.tbtMs) misses.push(`${at}: TBT ${fmt(m.tbtMs)} ms > ${BUDGETS.tbtMs}`);
        if (m.cls > BUDGETS.cls) misses.push(`${at}: CLS ${fmt(m.cls, 3)} > ${BUDGETS.cls}`);
        const jsBudget = page.path === "/" || page.path === "/en" ? BUDGETS.jsKiB.home : BUDGETS.jsKiB.other;
        if (m.jsBytes / KiB > jsBudget) misses.push(`${at}: JS ${fmt(m.jsBytes / KiB, 1)} KiB > ${jsBudget}`);
      }
    }
    if ((page.path === "/" || page.path === "/en") && page.htmlGzipBytes / KiB > BUDGETS.homeHtmlKiB) {
      misses.push(`${page.path}: HTML ${fmt(page.htmlGzipBytes / KiB, 1)} KiB gzip > ${BUDGETS.homeHtmlKiB}`);
    }
  }
  for (const [pagePath, result] of Object.entries(rps)) {
    if (result.non2xx > 0 || result.errors > 0) misses.push(`${pagePath}: ${result.non2xx} non-2xx answers, ${result.errors} errors under load`);
    if (result.requestsPerSecond < BUDGETS.rps[pagePath]) misses.push(`${pagePath}: ${result.requestsPerSecond} req/s < ${BUDGETS.rps[pagePath]}`);
  }
  return misses;
}

function printTable(pages, rps, benchmarkIndex) {
  const header = ["page", "mode", "runs", "perf", "a11y", "bp", "seo", "LCP s", "TBT ms", "CLS", "JS KiB", "HTML KiB", "reqs"];
  const rows = [];
  for (const page of pages) {
    for (const formFactor of ["mobile", "desktop"]) {
      const m = page[formFactor];
      if (!m) continue;
      rows.push([
        page.path,
        formFactor,
        String(m.runs),
        fmt(m.performance),
        fmt(m.accessibility),
        fmt(m.bestPractices),
        fmt(m.seo),
        fmt(m.lcpMs / 1000, 2),
        fmt(m.tbtMs),
        fmt(m.cls, 3),
        fmt(m.jsBytes / KiB, 1),
        fmt(page.htmlGzipBytes / KiB, 1),
        fmt(m.requests),
      ]);
    }
  }
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells) => cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ");
  console.log(`\nLighthouse medians (${ORIGIN}, JS = script transfer bytes, HTML = document gzip bytes)`);
  console.log(line(header));
  console.log(widths.map((w) => "-".repeat(w)).join("  "));
  for (const row of rows) console.log(line(row));
  console.log(`\nnext start, autocannon ${AUTOCANNON_SECONDS} s, 50 connections, gzip`);
  for (const [pagePath, r] of Object.entries(rps)) {
    console.log(`  ${pagePath.padEnd(16)} ${String(r.requestsPerSecond).padStart(6)} req/s  p50 ${r.latencyP50Ms} ms  p99 ${r.latencyP99Ms} ms  non-2xx ${r.non2xx}  errors ${r.errors}`);
  }
  console.log(`\nLighthouse benchmarkIndex (median): ${fmt(benchmarkIndex)}`);
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
      const page = { path: pagePath, status: html.status, htmlGzipBytes: html.bytes };
      if (html.status !== 200) {
        log(`${pagePath} answers ${html.status}: not measured`);
        pages.push(page);
        continue;
      }
      for (const formFactor of ["mobile", "desktop"]) {
        const runs = [];
        for (let i = 0; i < RUNS[formFactor]; i++) {
          log(`${pagePath} ${formFactor} run ${i + 1}/${RUNS[formFactor]}`);
          runs.push(await lighthouseRun(chrome.port, `${ORIGIN}${pagePath}`, formFactor));
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
          requests: pick("requests"),
          foreignRequests: [...new Set(runs.flatMap((r) => r.foreignRequests))],
          failedAudits: [...new Set(runs.flatMap((r) => r.failedAudits))],
          samples: runs.map((r) => ({ performance: r.performance, lcpMs: r.lcpMs, tbtMs: r.tbtMs, cls: r.cls, benchmarkIndex: r.benchmarkIndex })),
        };
      }
      pages.push(page);
    }
    await chrome.kill();
    chrome = undefined;

    const rps = {};
    for (const pagePath of ["/", "/privacy-policy"]) {
      log(`autocannon ${pagePath}`);
      rps[pagePath] = await requestsPerSecond(pagePath);
    }

    const benchmarkIndex = median(benchmarkIndexes);
    printTable(pages, rps, benchmarkIndex);
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
    await mkdir("bench/results", { recursive: true });
    const file = path.join("bench/results", `${stamp}.json`);
    const commit = spawnSync("git", ["rev-parse", "--short", "HEAD"], { encoding: "utf8" }).stdout.trim();
    await writeFile(
      file,
      JSON.stringify(
        {
          date: new Date().toISOString(),
          commit,
          node: process.version,
          runs: RUNS,
          cpus: os.cpus().length,
          loadAverage: os.loadavg(),
          benchmarkIndex,
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
