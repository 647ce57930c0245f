// The shipped nginx config's cache: two `next start` instances of the production build behind nginx. Pages answer
// from nginx's cache, the contact API never does. Needs `next build` first (scripts/test.sh runs it).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { chromium } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startNginxSite, startNextServer, type NextServer, type NginxSite } from "@/tests/support/nginx-site.mjs";

const PORTS = [3192, 3193] as const;
const NGINX_PORT = 8091;

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

function send(
  pathname: string,
  { method = "GET", body, headers = {} }: { method?: string; body?: string; headers?: Record<string, string> } = {},
) {
  return new Promise<Reply>((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port: NGINX_PORT, path: pathname, method, headers, agent: false, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(body);
  });
}

const text = (reply: Reply) =>
  (reply.headers["content-encoding"] === "gzip" ? gunzipSync(reply.body) : reply.body).toString();
const gzip = { "accept-encoding": "gzip, deflate, br" };

let work: string;
let outboxDir: string;
let nginx: NginxSite | undefined;
const instances: NextServer[] = [];

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "agency-cache-"));
  const outbox = path.join(work, "outbox");
  instances.push(
    ...(await Promise.all(
      PORTS.map((port) => startNextServer(port, { TRUST_PROXY: "1", OUTBOX_DIR: outbox, CONTACT_RATE_LIMIT: "100" })),
    )),
  );
  outboxDir = outbox;
  nginx = await startNginxSite({
    port: NGINX_PORT,
    upstreams: [...PORTS],
    dir: path.join(work, "nginx"),
    accessLog: path.join(work, "access.log"),
  });
});

afterAll(async () => {
  await nginx?.stop();
  await Promise.all(instances.map((instance) => instance.stop()));
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("nginx with the shipped config", () => {
  it("answers a page's second request from its cache, gzipped, with the same page", async () => {
    const first = await send("/privacy-policy", { headers: gzip });
    expect(first.status).toBe(200);
    expect(first.headers["x-cache-status"]).toBe("MISS");
    const second = await send("/privacy-policy", { headers: gzip });
    expect(second.status).toBe(200);
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(text(second)).toBe(text(first));
    expect(text(second)).toContain('<html lang="pl"');
    expect(text(second)).toContain("<h1");
  });

  it("gives a client without gzip the same cached page, unpacked", async () => {
    await send("/en", { headers: gzip });
    const plain = await send("/en");
    expect(plain.headers["x-cache-status"]).toBe("HIT");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.toString()).toContain('<html lang="en"');
  });

  it("keeps the router's RSC requests apart from the page's HTML", async () => {
    await send("/google-ads", { headers: gzip });
    expect((await send("/google-ads", { headers: gzip })).headers["x-cache-status"]).toBe("HIT");
    // Same URL, RSC header: not the cached HTML (the application answers it itself, here with its redirect).
    const sameUrl = await send("/google-ads", { headers: { ...gzip, rsc: "1" } });
    expect(sameUrl.headers["x-cache-status"]).toBe("MISS");
    expect(sameUrl.headers["content-type"] ?? "").not.toContain("text/html");
    // The router's own URL form: its payload is cached under its own entry.
    const first = await send("/google-ads?_rsc", { headers: { ...gzip, rsc: "1" } });
    expect(first.headers["content-type"]).toContain("text/x-component");
    const second = await send("/google-ads?_rsc", { headers: { ...gzip, rsc: "1" } });
    expect(second.headers["x-cache-status"]).toBe("HIT");
    expect(text(second)).not.toContain("<html");
    const html = await send("/google-ads", { headers: gzip });
    expect(html.headers["content-type"]).toContain("text/html");
    expect(text(html)).toContain("<html");
  });

  it("passes on the 404 page without storing it: the application marks it no-store", async () => {
    for (let n = 0; n < 2; n++) {
      const reply = await send("/no-such-page-here", { headers: gzip });
      expect(reply.status).toBe(404);
      expect(reply.headers["x-cache-status"]).toBe("MISS");
      expect(text(reply)).toContain("Strona nie znaleziona");
    }
  });

  it("serves a build asset from the cache with the immutable header", async () => {
    const asset = /\/_next\/static\/[^"]+\.js/.exec(text(await send("/", { headers: gzip })))?.[0];
    expect(asset).toBeDefined();
    await send(asset!, { headers: gzip });
    const again = await send(asset!, { headers: gzip });
    expect(again.status).toBe(200);
    expect(again.headers["x-cache-status"]).toBe("HIT");
    expect(again.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
  });

  it("never caches the contact API: every request reaches the application", async () => {
    for (let n = 0; n < 3; n++) {
      const reply = await send("/api/contact", {
        method: "POST",
        body: JSON.stringify({ firstName: "A" }),
        headers: { "content-type": "application/json" },
      });
      expect(reply.status).toBe(400);
      expect(reply.headers["x-cache-status"]).toBeUndefined();
      expect(JSON.parse(text(reply)).errors).toHaveProperty("email");
    }
    for (let n = 0; n < 2; n++) {
      const reply = await send("/api/contact");
      expect(reply.status).toBe(405);
      expect(reply.headers["x-cache-status"]).toBeUndefined();
    }
  });

  it("revalidates an entry older than 10 s with the application instead of serving it on", async () => {
    await send("/cookie-policy", { headers: gzip });
    expect((await send("/cookie-policy", { headers: gzip })).headers["x-cache-status"]).toBe("HIT");
    await new Promise((r) => setTimeout(r, 11_000));
    const later = await send("/cookie-policy", { headers: gzip });
    expect(later.status).toBe(200);
    // Same build: the application confirms the entry (304 to nginx's If-None-Match), nginx serves it again.
    expect(later.headers["x-cache-status"]).toBe("REVALIDATED");
    expect(text(later)).toContain('<html lang="pl"');
  }, 30_000);

  it("takes a lead posted with JavaScript off through nginx: delivered, and no field in a URL or in the access log", async () => {
    const flags = JSON.parse(readFileSync(path.join(import.meta.dirname, "../../scripts/chromium.json"), "utf8")) as {
      executablePath: string;
      args: string[];
    };
    const browser = await chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? flags.executablePath,
      args: flags.args,
    });
    const token = `nginx${Date.now().toString(36)}`;
    const visited: string[] = [];
    try {
      const page = await browser.newPage({ javaScriptEnabled: false });
      page.on("request", (request) => visited.push(request.url()));
      await page.goto(`http://127.0.0.1:${NGINX_PORT}/en#contact`);
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByLabel("First name", { exact: true }).fill("Grażyna");
      await form.getByLabel("Last name", { exact: true }).fill(`Nowicka ${token}`);
      await form.getByLabel("Email", { exact: true }).fill(`grazyna.${token}@example.com`);
      await form.getByLabel("Service", { exact: true }).selectOption("website");
      await form.getByLabel("Message", { exact: true }).fill(`A new website, please (${token}).`);
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForURL(/\/en\/thank-you/);
      expect(await page.locator("h1").textContent()).toContain("Thank you");
    } finally {
      await browser.close();
    }
    const mails = readdirSync(outboxDir)
      .filter((name) => name.endsWith(".eml"))
      .map((name) => readFileSync(path.join(outboxDir, name), "utf8"));
    expect(mails.filter((mail) => mail.includes(token))).toHaveLength(1);
    const log = readFileSync(path.join(work, "access.log"), "utf8");
    expect(log).toMatch(/"POST \/en HTTP\/1\.1" 303 /);
    for (const trace of [log, visited.join("\n")]) {
      expect(trace).not.toContain(token);
      expect(trace).not.toMatch(/Gra(ż|%C5%BC)yna|grazyna|Nowicka|website,/i);
    }
  }, 60_000);
});
