// Two `next start` instances of the production build sharing one redis-server, then both behind nginx started
// with the shipped deploy/nginx-agency-site.conf. Needs `next build` first (scripts/test.sh runs it).
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import { gunzipSync } from "node:zlib";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";

const PORTS = [3190, 3191] as const;
const NGINX_PORT = 8090;
const root = path.resolve(import.meta.dirname, "../..");

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; ms: number };

/** One HTTP request with Node's client, so the local address (the "client" nginx sees) can be chosen. */
function send(
  port: number,
  pathname: string,
  { method = "GET", body, headers = {}, localAddress }: { method?: string; body?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Reply> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: "127.0.0.1", port, path: pathname, method, headers, localAddress, agent: false, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks), ms: Date.now() - started }),
        );
      },
    );
    req.on("error", reject);
    req.on("timeout", () => req.destroy(new Error("timeout")));
    req.end(body);
  });
}

function submit(port: number, options: { localAddress?: string; headers?: Record<string, string>; n?: number } = {}) {
  const body = JSON.stringify(validSubmission({ message: `Zapytanie testowe numer ${options.n ?? 0} o kampanię.` }));
  return send(port, "/api/contact", {
    method: "POST",
    body,
    headers: { "content-type": "application/json", ...options.headers },
    localAddress: options.localAddress,
  });
}

async function waitFor(port: number, pathname = "/", timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      const reply = await send(port, pathname);
      if (reply.status > 0) return;
    } catch {
      if (Date.now() > deadline) throw new Error(`nothing answers on port ${port}`);
      await new Promise((r) => setTimeout(r, 200));
    }
  }
}

function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once("exit", () => resolve());
    child.kill("SIGTERM");
    setTimeout(() => child.kill("SIGKILL"), 5000).unref();
  });
}

let redis: RedisServer;
let client: Redis;
let sink: SmtpSink;
let work: string;
const instances: ChildProcess[] = [];
const logs: string[] = ["", ""];
let nginx: ChildProcess | undefined;

beforeAll(async () => {
  redis = await startRedisServer(6390);
  client = new Redis(redis.url, { maxRetriesPerRequest: 1 });
  client.on("error", () => {});
  sink = await startSmtpSink();
  work = mkdtempSync(path.join(tmpdir(), "agency-infra-"));
  PORTS.forEach((port, i) => {
    const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        REDIS_URL: redis.url,
        CONTACT_RATE_LIMIT: "3",
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        TRUST_PROXY: "1",
        OUTBOX_DIR: path.join(work, `outbox-${i}`),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d: Buffer) => (logs[i] += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (logs[i] += d.toString()));
    instances.push(child);
  });
  await Promise.all(PORTS.map((port) => waitFor(port)));
});

afterAll(async () => {
  await stop(nginx);
  await Promise.all(instances.map(stop));
  client?.disconnect();
  await sink?.close();
  await redis?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("two instances sharing one Redis", () => {
  it("six valid submissions from one address, alternating, get exactly three 200s and three 429s", async () => {
    await client.flushall();
    const statuses: number[] = [];
    for (let n = 0; n < 6; n++) statuses.push((await submit(PORTS[n % 2]!, { n })).status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(3);
    expect(statuses.filter((s) => s === 429)).toHaveLength(3);
    expect(statuses.slice(0, 3)).toEqual([200, 200, 200]);
    expect(sink.messages).toHaveLength(3);
  });

  it("with Redis stopped, both instances still answer (200 or 429, never 500) within 2 s, warning once", async () => {
    await redis.stop();
    try {
      for (let n = 0; n < 8; n++) {
        const reply = await submit(PORTS[n % 2]!, { n: 100 + n });
        expect([200, 429]).toContain(reply.status);
        expect(reply.ms).toBeLessThan(2000);
      }
      for (const log of logs) expect(log.match(/Redis rate limit unavailable/g) ?? []).toHaveLength(1);
    } finally {
      await redis.start();
    }
  });
});

describe("behind nginx with the shipped config", () => {
  beforeAll(async () => {
    const dir = path.join(work, "nginx");
    mkdirSync(path.join(dir, "logs"), { recursive: true });
    const site = readFileSync(path.join(root, "deploy/nginx-agency-site.conf"), "utf8")
      .replace("127.0.0.1:3000", `127.0.0.1:${PORTS[0]}`)
      .replace("127.0.0.1:3001", `127.0.0.1:${PORTS[1]}`)
      .replace(/listen 80;/, `listen 127.0.0.1:${NGINX_PORT};`)
      .replace(/\s*listen \[::\]:80;/, "");
    expect(site).toContain(`127.0.0.1:${PORTS[1]}`);
    writeFileSync(path.join(dir, "site.conf"), site);
    const temp = ["client_body", "proxy", "fastcgi", "uwsgi", "scgi"]
      .map((name) => `    ${name}_temp_path ${dir}/${name}_temp;`)
      .join("\n");
    writeFileSync(
      path.join(dir, "nginx.conf"),
      `${process.getuid?.() === 0 ? "user root;\n" : ""}daemon off;
worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/logs/error.log warn;
events { worker_connections 256; }
http {
    include /etc/nginx/mime.types;
    default_type application/octet-stream;
    access_log off;
${temp}
    include ${dir}/site.conf;
}
`,
    );
    const binary = ["/usr/sbin/nginx", "nginx"].find((candidate) => candidate === "nginx" || existsSync(candidate))!;
    nginx = spawn(binary, ["-p", dir, "-c", path.join(dir, "nginx.conf"), "-e", path.join(dir, "logs/error.log")], {
      stdio: "inherit",
    });
    await waitFor(NGINX_PORT, "/", 15_000);
    // Redis was restarted by the previous test: let both instances find it again, then start from zero.
    await new Promise((r) => setTimeout(r, 4000));
    await client.flushall();
  });

  it("serves pages, redirects, long-cached gzipped static assets", async () => {
    const home = await send(NGINX_PORT, "/", { headers: { "accept-encoding": "gzip" } });
    expect(home.status).toBe(200);
    const html = home.headers["content-encoding"] === "gzip" ? gunzipSync(home.body).toString() : home.body.toString();
    expect(html).toContain('<html lang="pl"');
    expect((await send(NGINX_PORT, "/en")).status).toBe(200);

    const redirect = await send(NGINX_PORT, "/pl/blog?utm_source=x");
    expect(redirect.status).toBe(308);
    expect(redirect.headers.location).toMatch(/^(http:\/\/127\.0\.0\.1:8090)?\/blog\?utm_source=x$/);

    const asset = /\/_next\/static\/[^"]+\.js/.exec(html)?.[0];
    expect(asset).toBeDefined();
    const js = await send(NGINX_PORT, asset!, { headers: { "accept-encoding": "gzip" } });
    expect(js.status).toBe(200);
    expect(js.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(js.headers["content-encoding"]).toBe("gzip");
  });

  it("limits each client address separately; a client's own X-Forwarded-For does not escape its limit", async () => {
    const first: number[] = [];
    for (let n = 0; n < 3; n++) first.push((await submit(NGINX_PORT, { n: 200 + n })).status);
    expect(first).toEqual([200, 200, 200]);
    expect((await submit(NGINX_PORT, { n: 210 })).status).toBe(429);

    const spoofed = await submit(NGINX_PORT, { n: 211, headers: { "x-forwarded-for": "198.51.100.77" } });
    expect(spoofed.status).toBe(429);

    const other = await submit(NGINX_PORT, { n: 212, localAddress: "127.0.0.2" });
    expect(other.status).toBe(200);
  });

  it("refuses a body over the API's 32 KiB at nginx already", async () => {
    const reply = await send(NGINX_PORT, "/api/contact", {
      method: "POST",
      body: "x".repeat(40 * 1024),
      headers: { "content-type": "application/json" },
    });
    expect(reply.status).toBe(413);
  });
});
