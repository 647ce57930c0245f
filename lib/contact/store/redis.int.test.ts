// Against a real redis-server on 127.0.0.1:6390 (all Redis tests live in this one file so they never share the
// port with each other; the infra test runs after the unit tests).
import { readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { leadRecord, validSubmission } from "@/tests/support/contact-lead";
import { contactRequest, runLeadsRetry, useRetrySetup } from "@/tests/support/lead-retry";
import { testRuntime } from "@/tests/support/lead-runtime";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";
import { startSilentServer } from "@/tests/support/smtp-sink";
import { reportStore } from "@/lib/startup";
import { decodeMail } from "@/tests/support/mail-decode";
import { healthCheck } from "../entry/endpoints";
import { handleContact } from "../entry/http";
import type { LeadRuntime } from "../runtime";
import { createRedis, whenConnecting } from "./redis";
import { RedisRateLimiter } from "../limits/redis-rate-limit";
import { RedisLeadStore } from "./redis-store";
import type { LeadRecord } from "./record";
import { listAll } from "./store";

const heldValues = {
  values: {
    firstName: "Anna",
    lastName: "Kowalska",
    email: "anna@example.com",
    service: "seo",
    budget: "nie-znam" as const,
    message: "Zapytanie podczas zalewu formularza.",
  },
  locale: "pl" as const,
  attribution: {},
};

let server: RedisServer;
let redis: Redis;

beforeAll(async () => {
  server = await startRedisServer(6390);
  redis = createRedis(server.url);
  await whenConnecting(redis);
  await redis.ping();
}, 15_000);

afterAll(async () => {
  redis?.disconnect();
  await server?.stop();
});

beforeEach(async () => {
  if (redis.status === "ready") await redis.flushall();
});

describe("RedisRateLimiter", () => {
  it("answers within 2 s from memory when Redis hangs (accepts the connection, never replies)", async () => {
    const silent = await startSilentServer();
    const warn = vi.fn();
    const hanging = createRedis(`redis://127.0.0.1:${silent.port}`);
    try {
      const limiter = new RedisRateLimiter({ redis: hanging, limit: 1, warn });
      const limits: number[] = [2000, 100]; // the first waits for the connection, later ones do not
      for (const [i, expected] of [true, false].entries()) {
        const started = Date.now();
        expect((await limiter.consume("192.0.2.1")).allowed).toBe(expected);
        expect(Date.now() - started).toBeLessThan(limits[i]!);
      }
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      hanging.disconnect();
      await silent.close();
    }
  }, 10_000);

  it("shares one limit between instances", async () => {
    const a = new RedisRateLimiter({ redis, limit: 3 });
    const b = new RedisRateLimiter({ redis: createRedis(server.url), limit: 3 });
    expect((await a.consume("1.2.3.4")).allowed).toBe(true);
    expect((await b.consume("1.2.3.4")).allowed).toBe(true);
    expect((await a.consume("1.2.3.4")).allowed).toBe(true);
    const refused = await a.consume("1.2.3.4");
    expect(refused.allowed).toBe(false);
    expect(refused.retryAfterSeconds).toBeGreaterThan(590);
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect((await b.consume("5.6.7.8")).allowed).toBe(true);
  });

  it("falls back to memory within 2 s when Redis stops, warns once, and shares again when it is back", async () => {
    const warn = vi.fn();
    const limiter = new RedisRateLimiter({ redis, limit: 2, warn });
    expect((await limiter.consume("9.9.9.9")).allowed).toBe(true);
    await server.stop();
    try {
      for (let i = 0; i < 4; i++) {
        const started = Date.now();
        const result = await limiter.consume(`10.0.0.${i % 2}`);
        expect(Date.now() - started).toBeLessThan(2000);
        expect(result.allowed).toBe(true); // two per address, counted in this process
      }
      expect((await limiter.consume("10.0.0.0")).allowed).toBe(false); // the memory limit holds
      expect(warn).toHaveBeenCalledTimes(1);
      expect(warn.mock.calls[0]?.[0]).toMatch(/Redis rate limit unavailable/);
    } finally {
      await server.start();
    }
    await vi.waitFor(() => expect(redis.status).toBe("ready"), { timeout: 5000 });
    await redis.flushall();
    expect((await limiter.consume("9.9.9.9")).allowed).toBe(true);
    expect((await redis.keys("contact:rl*")).length).toBe(1); // counted in Redis again
  }, 20_000);
});

const post = (body: unknown, ip = "203.0.113.7") => contactRequest(body, ip);

describe("leads in Redis and npm run leads:retry", () => {
  const setup = useRetrySetup("leads-");

  /** The site with REDIS_URL; its work after the answer (the claim's release included) run at once. */
  async function send(submission: Record<string, unknown>, smtpPort: number, ip?: string) {
    const { runtime, runDeferred } = testRuntime({
      REDIS_URL: server.url,
      OUTBOX_DIR: setup.outbox,
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
    });
    const response = await handleContact(post(submission, ip), runtime);
    await runDeferred();
    return response;
  }
  const stored = async () => {
    const keys = await redis.keys("contact:lead:*");
    return keys.length === 0 ? [] : (await redis.mget(...keys)).map((json) => JSON.parse(json!) as LeadRecord);
  };
  const retry = (smtpPort: number) => runLeadsRetry({ REDIS_URL: server.url, OUTBOX_DIR: setup.outbox }, smtpPort);

  it("keeps a refused lead under its own key, expiring by itself LEADS_KEEP_DAYS after it arrived, then delivers it once", async () => {
    const response = await send(
      validSubmission({ message: "Prosimy o wycenę kampanii — lead numer jeden." }),
      setup.refusing.port,
    );
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: "delivery_failed" });

    const [record, ...others] = await stored();
    expect(others).toEqual([]);
    expect(record?.channels.email?.lastError).toMatch(/550/);
    expect(record?.channels.email?.payload).toContain("Reply-To:");
    const ttl = await redis.pttl(`contact:lead:${record!.id}`);
    expect(Math.abs(ttl - 30 * 24 * 3600 * 1000)).toBeLessThan(60_000);

    const stillFailing = await retry(setup.refusing.port);
    expect(stillFailing.code).toBe(1);
    expect(stillFailing.stdout).toContain("0 sent, 1 still failing");
    expect(await stored()).toHaveLength(1);

    const sent = await retry(setup.working.port);
    expect(sent.stdout).toContain("1 sent, 0 still failing");
    expect(sent.code).toBe(0);
    expect(await stored()).toEqual([]);

    const again = await retry(setup.working.port);
    expect(again.stdout).toContain("0 sent, 0 still failing");
    const received = setup.working.messages.filter((raw) => raw.toLowerCase().includes(`x-lead-id: ${record?.id}`));
    expect(received).toHaveLength(1);
  }, 30_000);

  it("delivers a kept lead when its visitor sends it again (same e-mail and message), once", async () => {
    const before = setup.working.messages.length;
    const submission = validSubmission({ message: "Druga próba, ten sam tekst zapytania." });
    expect((await send(submission, setup.refusing.port)).status).toBe(502);
    expect((await send(submission, setup.working.port)).status).toBe(200);
    expect(setup.working.messages.length).toBe(before + 1);
    expect(await stored()).toEqual([]);

    const result = await retry(setup.working.port);
    expect(result.stdout).toContain("0 sent, 0 still failing");
    expect(setup.working.messages.length).toBe(before + 1);
  }, 30_000);

  it("does not start while another pass holds the Redis lock (SET NX), and sends nothing", async () => {
    expect(
      (await send(validSubmission({ message: "Lead czekający na blokadę Redis." }), setup.refusing.port)).status,
    ).toBe(502);
    await redis.set("contact:retry:lock", "another-run", "EX", 60);
    const before = setup.working.messages.length;
    const locked = await retry(setup.working.port);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain("another pass holds the lock");
    expect(setup.working.messages.length).toBe(before);
    expect(await redis.get("contact:retry:lock")).toBe("another-run"); // not ours to remove
    await redis.del("contact:retry:lock");
    expect((await retry(setup.working.port)).stdout).toContain("1 sent");
    expect(await redis.exists("contact:retry:lock")).toBe(0);
  }, 30_000);

  it("fails within seconds, not hangs, when Redis accepts connections but never answers; the folder is still served", async () => {
    const silent = await startSilentServer();
    try {
      const started = Date.now();
      const result = await runLeadsRetry(
        { REDIS_URL: `redis://127.0.0.1:${silent.port}`, OUTBOX_DIR: setup.outbox },
        setup.working.port,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("cannot use the redis store");
      expect(Date.now() - started).toBeLessThan(10_000); // tsx's own start-up (seconds on a busy machine) included
    } finally {
      await silent.close();
    }
  }, 20_000);

  it("finds a lead kept as a file while Redis was down, and delivers it once when it is sent again", async () => {
    const submission = validSubmission({ message: "Zapisany w pliku, doręczony przez Redis." });
    await server.stop();
    try {
      expect((await send(submission, setup.refusing.port, "203.0.113.9")).status).toBe(502);
    } finally {
      await server.start();
    }
    await vi.waitFor(() => expect(redis.status).toBe("ready"), { timeout: 5000 });
    expect(readdirSync(path.join(setup.outbox, "undelivered")).filter((n) => /^[^.].*\.json$/.test(n))).toHaveLength(1);
    const before = setup.working.messages.length;
    expect((await send(submission, setup.working.port, "203.0.113.9")).status).toBe(200);
    expect(setup.working.messages.length).toBe(before + 1);
    const result = await retry(setup.working.port);
    expect(result.stdout).toContain("0 sent, 0 still failing");
    expect(setup.working.messages.length).toBe(before + 1);
    expect(readdirSync(path.join(setup.outbox, "undelivered")).filter((n) => /^[^.].*\.json$/.test(n))).toHaveLength(0);
  }, 30_000);

  it("makes room by size, atomically for every instance: the newest held lead of the network holding the most goes", async () => {
    const sized = (n: number, extra: Partial<LeadRecord> = {}) =>
      leadRecord({
        id: `id-${n}`,
        fingerprint: `f${n}`,
        receivedAt: new Date(Date.now() - 60_000 + n).toISOString(),
        ...extra,
      });
    const held = (n: number, network: string) =>
      sized(n, {
        channels: {},
        held: { ...heldValues, network },
      });
    const bytes = Buffer.byteLength(JSON.stringify(held(1, "198.51.100.0/24")));
    // Room for four held leads.
    const store = new RedisLeadStore(redis, 30, bytes * 4 + 10);
    expect(await store.write(held(1, "198.51.100.0/24"))).toEqual({ kind: "written", dropped: 0 });
    expect(await store.write(sized(2, { fingerprint: "f1" }))).toEqual({ kind: "duplicate", id: "id-1" });
    expect(await store.write(held(3, "198.51.100.0/24"))).toEqual({ kind: "written", dropped: 0 });
    expect(await store.write(held(4, "198.51.100.0/24"))).toEqual({ kind: "written", dropped: 0 });
    expect(await store.write(held(5, "203.0.113.0/24"))).toEqual({ kind: "written", dropped: 0 });
    // Full: the newest of the network with three goes, not the other network's only lead; its first lead, which came
    // before its flood, stays.
    expect(await store.write(held(6, "192.0.2.0/24"))).toEqual({ kind: "written", dropped: 1 });
    expect(await redis.exists("contact:lead:id-4")).toBe(0);
    expect(await redis.hexists("contact:lead-fingerprints", "f4")).toBe(0);
    expect(await redis.hget("contact:lead-fingerprints", "f1")).toBe("id-1");
    // An undelivered lead is never dropped, and is written past the budget when only networks' only leads are left.
    expect(await store.write(held(7, "198.51.100.0/24"))).toEqual({ kind: "written", dropped: 1 });
    expect(await store.write(sized(8))).toEqual({ kind: "written", dropped: 1 });
    expect(await store.write(sized(9))).toEqual({ kind: "written", dropped: 0 });
    expect(
      await redis.exists(
        "contact:lead:id-1",
        "contact:lead:id-8",
        "contact:lead:id-9",
        "contact:lead:id-5",
        "contact:lead:id-6",
      ),
    ).toBe(5);
    expect(await redis.exists("contact:lead:id-3", "contact:lead:id-7")).toBe(0);
    expect(await store.dropped()).toEqual({ "198.51.100.0/24": 3 });
    await store.forgetDropped({ "198.51.100.0/24": 3 });
    expect(await store.dropped()).toEqual({});
    const counts = await store.counts();
    expect(counts).toMatchObject({ pending: 2, held: 3 });
    expect(counts.bytes).toBe(Number(await redis.hget("contact:leads:stats", "bytes")));
  });

  it("reports a record that vanished before its time as lost, and one past LEADS_KEEP_DAYS as expired", async () => {
    const store = new RedisLeadStore(redis, 30, 50 * 1024 * 1024);
    await store.write(leadRecord({ id: "evicted", fingerprint: "fe" }));
    await redis.del("contact:lead:evicted"); // what an eviction policy, or a hand, does
    expect((await listAll(store)).records).toEqual([]);
    const [entry, ...others] = await store.expiries(new Date(Date.now() - 60_000));
    expect(others).toEqual([]);
    expect(entry).toMatchObject({ id: "evicted", lost: true });
    expect(await store.counts()).toMatchObject({ pending: 0, bytes: 0 });
  });

  it("keeps one thank-you link key for every instance, with no expiry (a link signed on one counts on another)", async () => {
    const first = await new RedisLeadStore(redis, 30, 1).linkKey();
    const other = createRedis(server.url);
    const second = await new RedisLeadStore(other, 30, 1).linkKey().finally(() => other.disconnect());
    expect(first).toHaveLength(32);
    expect(second.equals(first)).toBe(true);
    expect(await redis.pttl("contact:link-key")).toBe(-1);
  });

  it("lets Redis expire a record on time, with no pass running; the next read notes it, the data is gone", async () => {
    const store = new RedisLeadStore(redis, 1, 50 * 1024 * 1024);
    const day = 24 * 3600 * 1000;
    const almost = new Date(Date.now() - day + 800).toISOString();
    expect(await store.write(leadRecord({ id: "old", fingerprint: "old", receivedAt: almost }))).toEqual({
      kind: "written",
      dropped: 0,
    });
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(await redis.exists("contact:lead:old")).toBe(0); // Redis removed the data by itself
    expect((await listAll(store)).records).toEqual([]);
    const expired = await store.expiries(new Date(Date.now() - 60_000));
    expect(expired.map((entry) => [entry.id, entry.lost])).toEqual([["old", undefined]]);
    expect(await redis.hlen("contact:leads")).toBe(0);
  });

  const health = (runtime: LeadRuntime) => healthCheck(new Request("http://localhost/api/health"), runtime);

  it("is loud about a Redis that may evict leads: the first lines say why and health fails, unless the owner accepts it", async () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    await redis.config("SET", "maxmemory-policy", "allkeys-lru");
    try {
      const env = {
        REDIS_URL: server.url,
        OUTBOX_DIR: setup.outbox,
        SMTP_URL: `smtp://127.0.0.1:${setup.working.port}`,
      };
      const { runtime } = testRuntime(env);
      await reportStore(runtime.store);
      expect(errors.mock.calls.flat().join("\n")).toContain("maxmemory-policy is allkeys-lru");
      expect((await health(runtime)).status).toBe(503);
      expect((await health(testRuntime({ ...env, REDIS_ALLOW_EVICTION: "1" }).runtime)).status).toBe(200);
    } finally {
      await redis.config("SET", "maxmemory-policy", "noeviction");
      vi.restoreAllMocks();
    }
  });

  it("answers 503, never 200, when neither Redis nor the folder can write, and the owner hears the lead was not kept", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const blocked = path.join(setup.outbox, "not-a-folder");
    writeFileSync(blocked, "");
    const site = (outbox: string) =>
      testRuntime({ REDIS_URL: server.url, OUTBOX_DIR: outbox, SMTP_URL: `smtp://127.0.0.1:${setup.working.port}` });
    // Redis refuses every write (out of memory, noeviction): its reads still answer.
    await redis.config("SET", "maxmemory", "1");
    try {
      // The folder stands in and keeps the lead, but health is not fooled.
      const folder = site(setup.outbox);
      expect((await health(folder.runtime)).status).toBe(503);
      const kept = await handleContact(
        post(validSubmission({ message: "Redis pełny, folder zapisuje." })),
        folder.runtime,
      );
      await folder.runDeferred();
      expect(kept.status).toBe(200);

      const before = setup.working.messages.length;
      const nowhere = site(path.join(blocked, "outbox"));
      const response = await handleContact(
        post(validSubmission({ message: "Nikt tego nie zapisze." })),
        nowhere.runtime,
      );
      await nowhere.runDeferred();
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "not_kept" });
      const alert = setup.working.messages
        .slice(before)
        .map(decodeMail)
        .find((mail) => mail.headers.subject?.includes("nie zostało zapisane"));
      expect(alert?.text).toContain("Nie wyślemy go ponownie");
      expect(alert?.text).not.toMatch(/Jest zapisane|Nikt tego/);
    } finally {
      await redis.config("SET", "maxmemory", "0");
    }
  }, 30_000);

  it("keeps the lead as a file when Redis is down", async () => {
    await server.stop();
    try {
      const response = await send(validSubmission({ message: "Redis nie działa, plik zostaje." }), setup.refusing.port);
      expect(response.status).toBe(502);
      expect(readdirSync(path.join(setup.outbox, "undelivered")).filter((n) => /^[^.].*\.json$/.test(n))).toHaveLength(
        1,
      );
    } finally {
      await server.start();
    }
    await vi.waitFor(() => expect(redis.status).toBe("ready"), { timeout: 5000 });
  }, 20_000);

  it("answers 100 public health checks in a minute with a few dozen Redis commands (was 1,600) and one write probe", async () => {
    const { runtime } = testRuntime({ REDIS_URL: server.url, OUTBOX_DIR: setup.outbox });
    await healthCheck(new Request("http://localhost/api/health"), runtime);
    const commands = async (): Promise<Record<string, number>> => {
      const stats = await redis.info("commandstats");
      const calls = [...stats.matchAll(/^cmdstat_(\w+):calls=(\d+)/gm)].filter(([, name]) => name !== "info");
      return Object.fromEntries(calls.map(([, name, count]) => [name, Number(count)]));
    };
    await redis.config("RESETSTAT");
    const before = await commands();
    let now = Date.now();
    for (let i = 0; i < 100; i++) {
      now += 600;
      const at = new Date(now);
      const response = await healthCheck(new Request("http://localhost/api/health"), { ...runtime, now: () => at });
      expect(response.status).toBe(200);
    }
    const after = await commands();
    const spent = Object.entries(after).map(([name, count]) => [name, count - (before[name] ?? 0)] as const);
    const total = spent.reduce((sum, [, count]) => sum + count, 0);
    // One answer each 30 s of the minute (a dozen reads of the counters each), the probe's write once a minute.
    expect(total).toBeLessThanOrEqual(3 * 12);
    expect(Object.fromEntries(spent).set ?? 0).toBeLessThanOrEqual(1);
  }, 30_000);

  it("raises one flood alert per process while Redis cannot be reached, not one per held lead", async () => {
    await server.stop();
    try {
      const { runtime, runDeferred } = testRuntime({
        REDIS_URL: server.url,
        OUTBOX_DIR: setup.outbox,
        SMTP_URL: `smtp://127.0.0.1:${setup.working.port}`,
        CONTACT_SITE_LIMIT: "1",
        TRUST_PROXY: "1",
      });
      const before = setup.working.messages.length;
      for (let n = 0; n < 50; n++) {
        const body = validSubmission({ email: `osoba${n}@example.com`, message: `Zalew, Redis nie działa, ${n}.` });
        await handleContact(contactRequest(body, `10.0.0.1, 198.51.${n}.1`), runtime);
        await runDeferred();
      }
      const alerts = setup.working.messages
        .slice(before)
        .map(decodeMail)
        .filter((mail) => mail.headers.subject?.includes("zalew formularza"));
      expect(alerts).toHaveLength(1);
    } finally {
      await server.start();
    }
    await vi.waitFor(() => expect(redis.status).toBe("ready"), { timeout: 5000 });
  }, 60_000);
});
