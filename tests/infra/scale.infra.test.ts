// Two `next start` instances of the production build sharing one redis-server, then both behind nginx started
// with the shipped deploy/nginx-agency-site.conf. Needs `next build` first (scripts/test.sh runs it).
import { execFile, execFileSync, spawn, type ChildProcess } from "node:child_process";
import fs, { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { networkInterfaces, tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { gunzipSync } from "node:zlib";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";
import { startNginxSite, type NginxSite } from "@/tests/support/nginx-site.mjs";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";

// INFRA_PORT_BASE moves every port, so two checkouts can run this test side by side.
const BASE = Number(process.env.INFRA_PORT_BASE ?? 3190);
const PORTS = [BASE, BASE + 1] as const;
const NGINX_PORT = BASE + 4900;
const REDIS_PORT = BASE + 3200;
const root = path.resolve(import.meta.dirname, "../..");

const run = promisify(execFile);

type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer; ms: number };

/** One HTTP request with Node's client, so the local address (the "client" nginx sees) can be chosen. */
function send(port: number, pathname: string, options: Parameters<typeof sendTo>[3] = {}): Promise<Reply> {
  return sendTo("127.0.0.1", port, pathname, options);
}

function sendTo(
  host: string,
  port: number,
  pathname: string,
  {
    method = "GET",
    body,
    headers = {},
    localAddress,
  }: { method?: string; body?: string; headers?: Record<string, string>; localAddress?: string } = {},
): Promise<Reply> {
  const started = Date.now();
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host, port, path: pathname, method, headers, localAddress, agent: false, timeout: 10_000 },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
            ms: Date.now() - started,
          }),
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
let nginx: NginxSite | undefined;

beforeAll(async () => {
  redis = await startRedisServer(REDIS_PORT);
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
  await nginx?.stop();
  await Promise.all(instances.map(stop));
  client?.disconnect();
  await sink?.close();
  await redis?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("the placeholder identity", () => {
  it("a production start at a public address names each placeholder field; the local instances above say nothing of it", async () => {
    const port = BASE + 5;
    let log = "";
    const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", String(port)], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: "production",
        NEXT_PUBLIC_SITE_URL: "https://www.agencja-przyklad.pl",
        OUTBOX_DIR: path.join(work, "outbox-public"),
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    child.stdout?.on("data", (d: Buffer) => (log += d.toString()));
    child.stderr?.on("data", (d: Buffer) => (log += d.toString()));
    try {
      await waitFor(port);
      expect(log).toMatch(
        /placeholder values \(name, legalName, email, phone, address\.street, registry\.krs, registry\.nip, registry\.regon\)/,
      );
      for (const local of logs) expect(local).not.toContain("placeholder values");
    } finally {
      await stop(child);
    }
  });
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
    // Each instance said at start-up where leads go.
    for (const log of logs) expect(log).toContain(`[contact] leads are sent by SMTP to smtp://127.0.0.1:${sink.port}`);
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
    nginx = await startNginxSite({
      port: NGINX_PORT,
      upstreams: [...PORTS],
      dir: path.join(work, "nginx"),
      workers: 1,
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
    expect(redirect.headers.location).toMatch(
      new RegExp(`^(http://127\\.0\\.0\\.1:${NGINX_PORT})?/blog\\?utm_source=x$`),
    );

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

// A release with deploy/release.sh while requests flow through nginx: two instances started the way
// deploy/agency-site@.service starts them (its ExecStart and Environment lines), from APP_DIR/current, restarted
// by a small supervisor script in place of systemctl.
describe("deploy/release.sh and the unit's bind address, behind nginx", () => {
  const RELEASE_PORTS = [BASE + 2, BASE + 3] as const;
  const RELEASE_NGINX = NGINX_PORT + 1;
  let appDir: string;
  let supervisor: string;
  let releaseNginx: NginxSite | undefined;

  /** The unit's ExecStart for one port, and its Environment, as systemd would run them. */
  function unitCommand(port: number) {
    const unit = readFileSync(path.join(root, "deploy/agency-site@.service"), "utf8");
    const exec = /^ExecStart=(.*)$/m.exec(unit)![1]!.replaceAll("%i", String(port));
    const env = [...unit.matchAll(/^Environment=([A-Z_]+)=(.*)$/gm)].map(([, key, value]) => [
      key!,
      value!.replaceAll("%i", String(port)),
    ]);
    return {
      exec: exec.replace(/^\/usr\/bin\/node /, `${process.execPath} `),
      env: Object.fromEntries(env) as Record<string, string>,
    };
  }

  const htmlOf = (port: number) => send(port, "/").then((reply) => reply.body.toString());
  const buildId = (dir: string) => readFileSync(path.join(dir, ".next/BUILD_ID"), "utf8").trim();
  const releases = () => fs.readdirSync(path.join(appDir, "releases")).sort();
  /** deploy/release.sh with this test's folders, supervisor and environment file; settings override. */
  const release = (args: string[], settings: Record<string, string> = {}) =>
    run(path.join(root, "deploy/release.sh"), args, {
      env: {
        ...process.env,
        APP_DIR: appDir,
        PORTS: RELEASE_PORTS.join(" "),
        ENV_FILE: envFile,
        // The real install: release.sh hard-links the current release's node_modules but removes each package a
        // patch edits (next), so npm installs it afresh and postinstall patches the new copy, not the running one.
        INSTALL: "npm install --no-audit --no-fund --prefer-offline",
        BUILD: "npx next build",
        NEXT_TELEMETRY_DISABLED: "1",
        RESTART: `${supervisor}/restart.sh {port}`,
        APP_USER: "nobody-here",
        // The checkout's identity is the shipped placeholder (tests/unit/deploy.test.ts checks the refusal).
        ALLOW_PLACEHOLDER_IDENTITY: "1",
        ...settings,
      },
      maxBuffer: 32 * 1024 * 1024,
    });
  let envFile: string;

  beforeAll(async () => {
    appDir = path.join(work, "app");
    envFile = path.join(work, "agency-site.env");
    // Besides the site URL, what the privacy policy describes: the build must see the server's configuration.
    writeFileSync(
      envFile,
      "NEXT_PUBLIC_SITE_URL=http://localhost:3000\nLEADS_KEEP_DAYS=14\nLEAD_NOTIFY_URL=https://hooks.slack.com/services/T000/B000/XXXX\n",
      {
        mode: 0o600,
      },
    );
    const first = path.join(appDir, "releases", "00000000-000000");
    mkdirSync(first, { recursive: true });
    // The first release: this checkout's files, its node_modules (hard links) and the build test.sh made.
    execFileSync(
      "bash",
      [
        "-c",
        `git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "${first}"`,
      ],
      { cwd: root },
    );
    execFileSync("cp", ["-al", path.join(root, "node_modules"), path.join(first, "node_modules")]);
    execFileSync("cp", ["-a", path.join(root, ".next"), path.join(first, ".next")]);
    rmSync(path.join(first, ".next/cache"), { recursive: true, force: true });
    symlinkSync(first, path.join(appDir, "current"));

    supervisor = path.join(work, "supervisor");
    mkdirSync(supervisor, { recursive: true });
    const lines = RELEASE_PORTS.map((port) => {
      const { exec, env } = unitCommand(port);
      const vars = {
        ...env,
        OUTBOX_DIR: path.join(work, `release-outbox-${port}`),
        SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
        REDIS_URL: redis.url,
      };
      const assignments = Object.entries(vars)
        .map(([k, v]) => `${k}=${JSON.stringify(v)}`)
        .join(" ");
      return `  ${port}) cmd='env ${assignments.replaceAll("'", "")} ${exec}' ;;`;
    });
    writeFileSync(
      path.join(supervisor, "restart.sh"),
      `#!/usr/bin/env bash
# systemctl restart agency-site@PORT, for the test: stop the instance, start it again in APP_DIR/current.
set -eu
port=$1; dir=${supervisor}
case $port in
${lines.join("\n")}
esac
if [ -f "$dir/$port.pid" ]; then
  pid=$(cat "$dir/$port.pid")
  kill "$pid" 2>/dev/null || true
  for _ in $(seq 1 150); do kill -0 "$pid" 2>/dev/null || break; sleep 0.1; done
fi
cd -P "${appDir}/current"
setsid bash -c "exec $cmd" >>"$dir/$port.log" 2>&1 </dev/null &
echo $! >"$dir/$port.pid"
`,
      { mode: 0o755 },
    );
    for (const port of RELEASE_PORTS) execFileSync(path.join(supervisor, "restart.sh"), [String(port)]);
    await Promise.all(RELEASE_PORTS.map((port) => waitFor(port)));
    releaseNginx = await startNginxSite({
      port: RELEASE_NGINX,
      upstreams: [...RELEASE_PORTS],
      dir: path.join(work, "release-nginx"),
      workers: 1,
    });
    await waitFor(RELEASE_NGINX, "/", 15_000);
  });

  afterAll(async () => {
    await releaseNginx?.stop();
    for (const port of RELEASE_PORTS) {
      const file = path.join(supervisor ?? "", `${port}.pid`);
      if (!supervisor || !existsSync(file)) continue;
      const pid = Number(readFileSync(file, "utf8"));
      try {
        process.kill(pid, "SIGTERM");
      } catch {
        // already gone
      }
    }
  });

  it("binds each instance to loopback only, and `/` answers 200 through nginx (no redirect loop)", async () => {
    for (const port of RELEASE_PORTS) {
      expect((await send(port, "/")).status).toBe(200);
      // Another address of this host: a socket bound to every interface would accept these.
      for (const address of [
        "127.0.0.2",
        ...Object.values(networkInterfaces())
          .flat()
          .filter((i) => i && !i.internal && i.family === "IPv4")
          .map((i) => i!.address),
      ]) {
        await expect(sendTo(address, port, "/"), `${address}:${port}`).rejects.toThrow(/ECONNREFUSED/);
      }
    }
    for (const pathname of ["/", "/en", "/blog"]) {
      const reply = await send(RELEASE_NGINX, pathname);
      expect(reply.status, pathname).toBe(200);
    }
  });

  it("releases a new build while pages and their assets are requested: no 5xx, no missing asset; then rolls back", async () => {
    const first = fs.realpathSync(path.join(appDir, "current"));
    const failures: string[] = [];
    let requests = 0;
    let running = true;
    const assets = new Set<string>();
    const load = async (worker: number) => {
      const pages = ["/", "/en", "/blog", "/google-ads", "/en/meta-ads"];
      for (let n = worker; running; n++) {
        const page = pages[n % pages.length]!;
        try {
          const reply = await send(RELEASE_NGINX, page);
          requests++;
          if (reply.status !== 200) failures.push(`${page}: ${reply.status}`);
          const found = [...reply.body.toString().matchAll(/\/_next\/static\/[^"'\s)]+\.(?:js|css)/g)].map((m) => m[0]);
          for (const asset of found.slice(0, 4)) {
            assets.add(asset);
            const got = await send(RELEASE_NGINX, asset);
            requests++;
            if (got.status !== 200) failures.push(`${asset} (from ${page}): ${got.status}`);
          }
        } catch (error) {
          failures.push(`${page}: ${(error as Error).message}`);
        }
        await new Promise((r) => setTimeout(r, 50));
      }
    };
    // The new version: this checkout with one client module changed, so its JavaScript files get new names.
    const source = path.join(work, "source");
    mkdirSync(source, { recursive: true });
    execFileSync(
      "bash",
      [
        "-c",
        `git ls-files -z --cached --others --exclude-standard | tar --null -T - --ignore-failed-read -cf - 2>/dev/null | tar -xf - -C "${source}"`,
      ],
      { cwd: root },
    );
    fs.appendFileSync(
      path.join(source, "components/layout/service-worker-registration.tsx"),
      `\nif (typeof window !== "undefined") (window as unknown as Record<string, unknown>).__release = "${Date.now()}";\n`,
    );
    const workers = [0, 1, 2].map(load);
    const released = await release([source]);
    // Pages of the old build may still be open: keep requesting for a moment after the switch.
    await new Promise((r) => setTimeout(r, 3000));
    running = false;
    await Promise.all(workers);

    expect(released.stdout).toMatch(/released \d{8}-\d{6}/);
    const second = fs.realpathSync(path.join(appDir, "current"));
    expect(second).not.toBe(first);
    expect(buildId(second)).not.toBe(buildId(first));
    // The patched package was installed afresh and patched there: its files are not the running release's.
    const patched = "node_modules/next/dist/esm/server/app-render/entry-base.js";
    expect(fs.statSync(path.join(second, patched)).ino).not.toBe(fs.statSync(path.join(first, patched)).ino);
    expect(readFileSync(path.join(second, patched), "utf8")).toBe(readFileSync(path.join(first, patched), "utf8"));
    expect(failures).toEqual([]);
    expect(requests).toBeGreaterThan(50);
    for (const port of RELEASE_PORTS) expect(await htmlOf(port)).toContain(buildId(second));
    // Built with the environment file: the policy states its retention and names its chat recipient.
    const policy = (await send(RELEASE_NGINX, "/en/privacy-policy")).body.toString();
    expect(policy).toContain("at most 14 days");
    expect(policy).toMatch(/messaging tool – Slack/);
    // The first build's assets are still served by the new instances (pages open before the switch ask for them).
    const old = [...assets].find((asset) =>
      existsSync(path.join(first, ".next/static", asset.replace("/_next/static/", ""))),
    );
    expect(old).toBeDefined();
    expect((await send(RELEASE_NGINX, old!)).status).toBe(200);

    const back = await run(path.join(root, "deploy/release.sh"), ["rollback"], {
      env: {
        ...process.env,
        APP_DIR: appDir,
        PORTS: RELEASE_PORTS.join(" "),
        RESTART: `${supervisor}/restart.sh {port}`,
      },
    });
    expect(back.stdout).toContain("rolled back");
    expect(fs.realpathSync(path.join(appDir, "current"))).toBe(first);
    for (const port of RELEASE_PORTS) expect(await htmlOf(port)).toContain(buildId(first));
    expect(existsSync(second)).toBe(true); // kept: rolling forward again is one more release away
  }, 1_500_000);

  it("refuses to build without its environment file, and the live release stays", async () => {
    const before = { current: fs.realpathSync(path.join(appDir, "current")), releases: releases() };
    const refused = await release([root], { ENV_FILE: path.join(work, "no-such.env") }).catch(
      (error: { code: number; stderr: string }) => error,
    );
    expect("code" in refused && refused.code).toBe(1);
    expect((refused as { stderr: string }).stderr).toContain("cannot read the environment file");
    expect(fs.realpathSync(path.join(appDir, "current"))).toBe(before.current);
    expect(releases()).toEqual(before.releases);
    for (const port of RELEASE_PORTS) expect(await htmlOf(port)).toContain(buildId(before.current));
  });

  it("keeps current on the previous release when the new one's instances do not start", async () => {
    const live = fs.realpathSync(path.join(appDir, "current"));
    // A "build" that leaves no server behind: `next start` exits and the health check never sees a 200.
    const failed = await release([root], { BUILD: "mkdir -p .next/static", HEALTH_WAIT: "5", SETTLE: "0" }).catch(
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
    expect("code" in failed && failed.code).toBe(1);
    expect((failed as { stdout: string }).stdout).toContain("the new release does not start");
    expect(fs.realpathSync(path.join(appDir, "current"))).toBe(live);
    for (const port of RELEASE_PORTS) {
      await waitFor(port);
      expect(await htmlOf(port)).toContain(buildId(live));
    }
  }, 120_000);
});
