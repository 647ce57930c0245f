// Against a real redis-server on 127.0.0.1:6390 (all Redis tests live in this one file so they never share the
// port with each other; the infra test runs after the unit tests).
import { readdirSync } from "node:fs";
import path from "node:path";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { keptLeadRecord, validSubmission } from "@/tests/support/contact-lead";
import { contactRequest, runLeadsRetry, useRetrySetup } from "@/tests/support/lead-retry";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";
import { startSilentServer } from "@/tests/support/smtp-sink";
import { handleContact, type ContactDeps } from "./handler";
import { createRedis, whenConnecting } from "./redis";
import { contactLimits } from "./limits";
import { RedisRateLimiter } from "./redis-rate-limit";
import { createSmtpTransport } from "./transport";
import { FileLeadStore, leadStoreFromEnv, RedisLeadStore, UNDELIVERED_HASH, type KeptLead } from "./kept-leads";

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

describe("undelivered leads in Redis and npm run leads:retry", () => {
  const setup = useRetrySetup("leads-");

  function deps(smtpPort: number): ContactDeps {
    const env = { REDIS_URL: server.url, OUTBOX_DIR: setup.outbox };
    return {
      limits: contactLimits({ perAddress: 100, perSite: 1000, redis }),
      transport: () => createSmtpTransport(`smtp://127.0.0.1:${smtpPort}`),
      mail: { to: "biuro@example.com", from: "Strona <formularz@example.com>" },
      leads: leadStoreFromEnv(env),
      env,
    };
  }

  const retry = (smtpPort: number) => runLeadsRetry({ REDIS_URL: server.url, OUTBOX_DIR: setup.outbox }, smtpPort);

  it("keeps a refused lead with its reason, then delivers it exactly once", async () => {
    const submission = validSubmission({ message: "Prosimy o wycenę kampanii — lead numer jeden." });
    const response = await handleContact(post(submission), deps(setup.refusing.port));
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ error: "delivery_failed" });

    const kept = Object.values(await redis.hgetall(UNDELIVERED_HASH)).map((json) => JSON.parse(json) as KeptLead);
    expect(kept).toHaveLength(1);
    expect(kept[0]?.reason).toMatch(/550/);
    expect(kept[0]?.email?.raw).toContain("Reply-To:");

    const stillFailing = await retry(setup.refusing.port);
    expect(stillFailing.code).toBe(1);
    expect(stillFailing.stdout).toContain("0 sent, 0 skipped, 1 still failing");
    expect(await redis.hlen(UNDELIVERED_HASH)).toBe(1);

    const sent = await retry(setup.working.port);
    expect(sent.stdout).toContain("1 sent, 0 skipped, 0 still failing");
    expect(sent.code).toBe(0);
    expect(await redis.hlen(UNDELIVERED_HASH)).toBe(0);

    const again = await retry(setup.working.port);
    expect(again.stdout).toContain("0 sent, 0 skipped, 0 still failing");
    const received = setup.working.messages.filter((raw) => raw.toLowerCase().includes(`x-lead-id: ${kept[0]?.id}`));
    expect(received).toHaveLength(1);
  }, 30_000);

  it("skips a kept lead whose visitor got through later (same e-mail and message)", async () => {
    const before = setup.working.messages.length;
    const submission = validSubmission({ message: "Druga próba, ten sam tekst zapytania." });
    expect((await handleContact(post(submission), deps(setup.refusing.port))).status).toBe(502);
    expect((await handleContact(post(submission), deps(setup.working.port))).status).toBe(200);
    expect(setup.working.messages.length).toBe(before + 1);

    const result = await retry(setup.working.port);
    expect(result.stdout).toContain("0 sent, 1 skipped, 0 still failing");
    expect(setup.working.messages.length).toBe(before + 1);
    expect(await redis.hlen(UNDELIVERED_HASH)).toBe(0);
  }, 30_000);

  it("does not start while another run holds the Redis lock (SET NX), and sends nothing", async () => {
    expect(
      (
        await handleContact(
          post(validSubmission({ message: "Lead czekający na blokadę Redis." })),
          deps(setup.refusing.port),
        )
      ).status,
    ).toBe(502);
    await redis.set("contact:retry:lock", "another-run", "EX", 60);
    const before = setup.working.messages.length;
    const locked = await retry(setup.working.port);
    expect(locked.code).toBe(1);
    expect(locked.stderr).toContain("another run holds the Redis lock");
    expect(setup.working.messages.length).toBe(before);
    expect(await redis.get("contact:retry:lock")).toBe("another-run"); // not ours to remove
    await redis.del("contact:retry:lock");
    expect((await retry(setup.working.port)).stdout).toContain("1 sent");
    expect(await redis.exists("contact:retry:lock")).toBe(0);
  }, 30_000);

  it("fails within seconds, not hangs, when Redis accepts connections but never answers", async () => {
    const silent = await startSilentServer();
    try {
      const started = Date.now();
      const result = await runLeadsRetry(
        { REDIS_URL: `redis://127.0.0.1:${silent.port}`, OUTBOX_DIR: setup.outbox },
        setup.working.port,
      );
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("cannot use Redis");
      expect(Date.now() - started).toBeLessThan(10_000); // tsx's own start-up (seconds on a busy machine) included
    } finally {
      await silent.close();
    }
  }, 20_000);

  it("skips a lead kept as a file when its delivery was recorded in Redis (the record's store, not the lead's)", async () => {
    const submission = validSubmission({ message: "Zapisany w pliku, doręczony przez Redis." });
    await server.stop();
    try {
      expect((await handleContact(post(submission, "203.0.113.9"), deps(setup.refusing.port))).status).toBe(502);
    } finally {
      await server.start();
    }
    await vi.waitFor(() => expect(redis.status).toBe("ready"), { timeout: 5000 });
    expect((await handleContact(post(submission, "203.0.113.9"), deps(setup.working.port))).status).toBe(200);
    const before = setup.working.messages.length;
    const result = await retry(setup.working.port);
    expect(result.stdout).toContain("0 sent, 1 skipped, 0 still failing");
    expect(setup.working.messages.length).toBe(before);
    expect(readdirSync(path.join(setup.outbox, "undelivered")).filter((n) => n.endsWith(".json"))).toHaveLength(0);
  }, 30_000);

  it("bounds the kept leads in Redis per client and in all, and keeps a fingerprint once (atomically, for every instance)", async () => {
    const store = new RedisLeadStore(redis);
    const record = (n: number, client: string, fingerprint = `f${n}`) =>
      keptLeadRecord({ id: `id-${n}`, fingerprint, client });
    const limits = { perClient: 2, perNetwork: 10, total: 3 };
    expect(await store.keep(record(1, "a"), limits)).toBe("kept");
    expect(await store.keep(record(2, "a", "f1"), limits)).toBe("duplicate");
    expect(await store.keep(record(3, "a"), limits)).toBe("kept");
    expect(await store.keep(record(4, "a"), limits)).toBe("client_full");
    expect(await store.keep(record(5, "b"), limits)).toBe("kept");
    expect(await store.keep(record(6, "c"), limits)).toBe("full");
    expect(await redis.hlen(UNDELIVERED_HASH)).toBe(3);
  });

  it("keeps the lead as a file when Redis is down", async () => {
    await server.stop();
    try {
      const response = await handleContact(post(validSubmission()), deps(setup.refusing.port));
      expect(response.status).toBe(502);
      expect(readdirSync(path.join(setup.outbox, "undelivered")).filter((n) => n.endsWith(".json"))).toHaveLength(1);
    } finally {
      await server.start();
    }
    await vi.waitFor(() => expect(redis.status).toBe("ready"), { timeout: 5000 });
    expect(new FileLeadStore(setup.outbox).kind).toBe("file");
  }, 20_000);
});
