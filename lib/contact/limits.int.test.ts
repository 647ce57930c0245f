// The limits that keep a flood from drowning real leads: per address, per IPv6 /48 and site-wide, in memory and
// shared by two instances through a real redis-server (port 6391: redis.int.test.ts has 6390).
import { mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { contactRequest } from "@/tests/support/lead-retry";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { handleContact, type ContactDeps } from "./handler";
import { leadStoreFromEnv } from "./kept-leads";
import { contactLimits } from "./limits";
import { createRedis, whenConnecting } from "./redis";
import { createSmtpTransport } from "./transport";

let working: SmtpSink;
let refusing: SmtpSink;
let outbox: string;

beforeAll(async () => {
  working = await startSmtpSink();
  refusing = await startSmtpSink({ reject: /./ });
});
afterAll(async () => {
  await working.close();
  await refusing.close();
});
beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), "leads-flood-"));
  working.messages.length = 0;
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  return () => {
    rmSync(outbox, { recursive: true, force: true });
    vi.restoreAllMocks();
  };
});

function deps(smtp: SmtpSink, limits: ContactDeps["limits"], siteLimit = 5): ContactDeps {
  return {
    limits,
    siteLimit,
    transport: () => createSmtpTransport(`smtp://127.0.0.1:${smtp.port}`),
    mail: { to: "biuro@example.com", from: "Strona <formularz@example.com>" },
    leads: leadStoreFromEnv({ OUTBOX_DIR: outbox }),
    env: { TRUST_PROXY: "1" },
  };
}

/** A submission from its own address (the proxy's last X-Forwarded-For hop), with its own text. */
const flood = (n: number, ip = `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`) =>
  contactRequest(validSubmission({ message: `Zapytanie z zalewu numer ${n} – prawdziwe słowa.` }), `10.0.0.1, ${ip}`);

const kept = () => readdirSync(path.join(outbox, "undelivered")).filter((name) => name.endsWith(".json")).length;

describe("the site-wide ceiling (CONTACT_SITE_LIMIT per hour)", () => {
  it("accepts exactly the ceiling from many addresses, answers the rest 429 with Retry-After, and warns once", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const d = deps(working, contactLimits({ perAddress: 5, perSite: 5 }));
    const statuses: number[] = [];
    for (let n = 0; n < 12; n++) {
      const response = await handleContact(flood(n), d);
      statuses.push(response.status);
      if (response.status === 429) {
        expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(3500);
        expect(await response.json()).toMatchObject({ error: "too_many_requests" });
      }
    }
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.slice(5).every((status) => status === 429)).toBe(true);
    expect(working.messages).toHaveLength(5);
    const lines = warn.mock.calls.map((call) => String(call[0]));
    expect(lines.filter((line) => line.includes("CONTACT_SITE_LIMIT"))).toHaveLength(1);
    expect(lines.join(" ")).toContain("ceiling of 5 leads per hour");
    expect(lines.join(" ")).not.toMatch(/198\.51|Zapytanie|example\.com/);
  });

  it("keeps no refused submission: during an outage only the accepted ones are kept", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const d = deps(refusing, contactLimits({ perAddress: 5, perSite: 5 }));
    const statuses: number[] = [];
    for (let n = 100; n < 110; n++) statuses.push((await handleContact(flood(n), d)).status);
    expect(statuses.filter((status) => status === 502)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(kept()).toBe(5);
  });
});

describe("the IPv6 network limit", () => {
  it("lets a /48 send four times the per-address limit across its /64s, then 429; another /48 is not affected", async () => {
    const d = deps(working, contactLimits({ perAddress: 1, perSite: 1000 }), 1000);
    const from = (network: string, n: number) =>
      contactRequest(
        validSubmission({ message: `Sieć ${network}, podsieć ${n}, zapytanie.` }),
        `${network}:${n.toString(16)}::1`,
      );
    const statuses: number[] = [];
    for (let n = 1; n <= 6; n++) statuses.push((await handleContact(from("2001:db8:aaaa", n), d)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    expect((await handleContact(from("2001:db8:bbbb", 1), d)).status).toBe(200);
    // The same /64 twice: the per-address limit of 1.
    expect((await handleContact(from("2001:db8:bbbb", 1), d)).status).toBe(429);
  });
});

describe("two instances sharing Redis", () => {
  let server: RedisServer;
  const clients: Redis[] = [];

  beforeAll(async () => {
    server = await startRedisServer(6391);
    for (let i = 0; i < 2; i++) {
      const client = createRedis(server.url);
      await whenConnecting(client);
      clients.push(client);
    }
    await clients[0]!.flushall();
  }, 15_000);
  afterAll(async () => {
    for (const client of clients) client.disconnect();
    await server?.stop();
  });

  it("accept exactly the ceiling between them", async () => {
    vi.spyOn(console, "warn").mockImplementation(() => {});
    const instances = clients.map((redis) => deps(working, contactLimits({ perAddress: 5, perSite: 5, redis })));
    const statuses: number[] = [];
    for (let n = 200; n < 212; n++) statuses.push((await handleContact(flood(n), instances[n % 2]!)).status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(7);
    expect(working.messages).toHaveLength(5);
  });
});
