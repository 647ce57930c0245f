// A flood is held, not refused: per address (429, to the one who spent it), per network (an IPv6 /48 or an IPv4 /24,
// its share of the site's ceiling) and site-wide (held for the owner's digest), in one process and shared by two
// instances through a real redis-server (port 6391: redis.int.test.ts has 6390).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Redis } from "ioredis";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { largestSubmission, validSubmission } from "@/tests/support/contact-lead";
import { startGraphSink, type GraphSink } from "@/tests/support/graph-sink";
import { contactRequest, runLeadsRetry } from "@/tests/support/lead-retry";
import { testRuntime, type TestRuntime } from "@/tests/support/lead-runtime";
import { decodeMail } from "@/tests/support/mail-decode";
import { startRedisServer, type RedisServer } from "@/tests/support/redis-server";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "@/tests/support/webhook-receiver";
import { site } from "@/lib/site/identity";
import { handleContact } from "../entry/http";
import type { LeadRecord } from "../store/record";
import { runPass } from "../flow/pass";
import { createRedis, whenConnecting } from "../store/redis";

const PIXEL = "123456789012345";
let smtp: SmtpSink;
let graph: GraphSink;
let chat: WebhookReceiver;
let outbox: string;
let warnings: string[];

beforeAll(async () => {
  smtp = await startSmtpSink();
  graph = await startGraphSink();
  chat = await startWebhookReceiver("whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0");
});
afterAll(async () => {
  await smtp.close();
  await graph.close();
  await chat.close();
});
beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), "leads-flood-"));
  smtp.messages.length = 0;
  graph.requests.length = 0;
  chat.requests.length = 0;
  warnings = [];
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.join(" ")));
  return () => {
    rmSync(outbox, { recursive: true, force: true });
    vi.restoreAllMocks();
  };
});

/** The site behind its proxy (TRUST_PROXY=1), with the Conversions API pointed at a stand-in. */
function flooded(env: Record<string, string | undefined> = {}, overrides = {}): TestRuntime {
  return testRuntime(
    {
      OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      TRUST_PROXY: "1",
      CONTACT_RATE_LIMIT: "5",
      META_CAPI_ACCESS_TOKEN: "test-token",
      NEXT_PUBLIC_META_PIXEL_ID: PIXEL,
      META_GRAPH_URL: graph.url,
      LEAD_NOTIFY_URL: chat.url,
      ...env,
    },
    overrides,
  );
}

/** A plausible lead from its own address (the proxy's last X-Forwarded-For hop), with its own words. */
const lead = (n: number, ip = `198.51.${Math.floor(n / 250)}.${(n % 250) + 1}`) =>
  contactRequest(
    validSubmission({
      email: `osoba${n}@example.com`,
      message: `Zapytanie z zalewu numer ${n} – prawdziwe słowa.`,
      marketingConsent: true,
      eventId: `6f1c2a0e-7c55-4f7b-9a51-${String(n).padStart(12, "0")}`,
    }),
    `10.0.0.1, ${ip}`,
  );

const kept = () =>
  readdirSync(path.join(outbox, "undelivered"))
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .map((name) => JSON.parse(readFileSync(path.join(outbox, "undelivered", name), "utf8")) as LeadRecord);

async function send(runtime: TestRuntime, request: Request) {
  const response = await handleContact(request, runtime.runtime);
  await runtime.runDeferred();
  return {
    status: response.status,
    body: (await response.json()) as { lead?: string; message?: { description: string } },
  };
}

describe("past the site-wide ceiling (CONTACT_SITE_LIMIT per hour), leads are held, not refused", () => {
  it("delivers the first three, answers every later one as sent and holds it: no e-mail, no conversion, one digest", async () => {
    const site3 = flooded({ CONTACT_SITE_LIMIT: "3" });
    const answers = [];
    // Seven networks, each within its own share of the ceiling: the site's ceiling is what holds them.
    for (let n = 0; n < 7; n++) answers.push(await send(site3, lead(n, `198.51.${n}.1`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 200]);
    // Only a delivered lead counts as a conversion: its id is what the form reports.
    expect(answers.map((answer) => typeof answer.body.lead)).toEqual([
      "string",
      "string",
      "string",
      "undefined",
      "undefined",
      "undefined",
      "undefined",
    ]);
    expect(answers[6]?.body.message?.description).toBe(answers[0]?.body.message?.description);
    expect(smtp.messages).toHaveLength(3);
    await vi.waitFor(() => expect(graph.requests).toHaveLength(3));
    const held = kept();
    expect(held).toHaveLength(4);
    expect(held.every((record) => record.held && !record.conversion)).toBe(true);
    // The owner hears that a flood started, once; the log names no visitor.
    const chatLines = chat.requests.map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(chatLines.filter((text) => text.includes("Formularz przyjmuje więcej zgłoszeń"))).toHaveLength(1);
    expect(chatLines.filter((text) => text.startsWith("Nowe zapytanie"))).toHaveLength(3);
    expect(warnings.join("\n")).not.toMatch(/osoba|198\.51|Zapytanie/);

    const pass = await runLeadsRetry(
      { REDIS_URL: "", OUTBOX_DIR: outbox, CONTACT_TO: "biuro@example.com" },
      smtp.port,
      ["--now"],
    );
    expect(pass.stdout).toContain("4 held sent as a digest");
    expect(smtp.messages).toHaveLength(4);
    const digest = decodeMail(smtp.messages[3]!);
    expect(digest.headers.subject).toBe("Zgłoszenia zatrzymane podczas zalewu formularza: 4");
    for (let n = 3; n < 7; n++) {
      expect(digest.text).toContain(`osoba${n}@example.com`);
      expect(digest.text).toContain(`Zapytanie z zalewu numer ${n}`);
      expect(digest.html).toContain(`osoba${n}@example.com`);
    }
    expect(kept()).toEqual([]);
    expect(graph.requests).toHaveLength(3);
  }, 60_000);

  it("tells the owner when the flood ends, once an hour has passed without a held lead", async () => {
    const site1 = flooded({ CONTACT_SITE_LIMIT: "1" });
    for (let n = 10; n < 13; n++) await send(site1, lead(n));
    const later = new Date(Date.now() + 2 * 60 * 60 * 1000);
    const report = await runPass({ ...site1.runtime, now: () => later });
    expect(report.digested).toBe(2);
    const texts = chat.requests.map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(
      texts.some((text) => text.includes("zalew formularza minął") || text.includes("Od godziny nie zatrzymaliśmy")),
    ).toBe(true);
  }, 30_000);

  it("makes room when the store is at its size, never refusing: a lead from a fresh network is kept and digested", async () => {
    // About eight held leads' worth of room; thirty from six networks of five addresses each.
    const small = flooded({ CONTACT_SITE_LIMIT: "1", LEADS_STORE_MB: "0.01" });
    const answers = [];
    for (let n = 0; n < 30; n++) answers.push(await send(small, lead(300 + n, `198.51.${10 + (n % 6)}.${n + 1}`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    const fresh = await send(small, lead(399, "203.0.113.9"));
    expect(fresh.status).toBe(200);
    const held = kept().filter((record) => record.held);
    expect(held.length).toBeLessThan(29);
    expect(held.map((record) => record.held?.values.email)).toContain("osoba399@example.com");
    // Room is made by the networks that sent the most, never by a network's only lead.
    const networks = new Set(held.map((record) => record.held?.network));
    for (let n = 0; n < 6; n++) expect(networks).toContain(`198.51.${10 + n}.0/24`);
    expect(networks).toContain("203.0.113.0/24");
    const alerts = chat.requests.map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(alerts.filter((text) => text.includes("usunęliśmy zatrzymane zgłoszenia"))).toHaveLength(1);

    const report = await runPass(small.runtime, { now: true });
    expect(report.digested).toBe(held.length);
    const digest = decodeMail(smtp.messages.at(-1)!);
    expect(digest.text).toContain("osoba399@example.com");
    // The digest names the networks whose leads made room, and how many.
    expect(digest.text).toMatch(/usunęliśmy starsze zatrzymane zgłoszenia[^\n]*198\.51\.1\d\.0\/24: \d+/);
    expect(kept()).toEqual([]);
  }, 60_000);

  it("keeps every lead that passed the limits while the mail server is down, and delivers each once it is back", async () => {
    const refusing = await startSmtpSink({ reject: /./ });
    try {
      const down = flooded({
        SMTP_URL: `smtp://127.0.0.1:${refusing.port}`,
        LEADS_STORE_MB: "0.004",
        CONTACT_RATE_LIMIT: "20",
        LEAD_NOTIFY_URL: "",
      });
      // One office's shared address fills what used to be a store of three per address.
      for (let n = 0; n < 8; n++) expect((await send(down, lead(400 + n, "198.51.20.7"))).status).toBe(502);
      const real = await send(down, lead(450, "203.0.113.50"));
      expect(real.status).toBe(502);
      expect(kept()).toHaveLength(9);
      expect(kept().some((record) => record.held)).toBe(false);

      const back = flooded({ LEADS_STORE_MB: "0.004", LEAD_NOTIFY_URL: "" });
      const report = await runPass(back.runtime, { now: true });
      expect(report.sent).toBe(9);
      const delivered = smtp.messages.map((raw) => decodeMail(raw).text);
      expect(delivered.filter((text) => text.includes("osoba450@example.com"))).toHaveLength(1);
      expect(kept()).toEqual([]);
    } finally {
      await refusing.close();
    }
  }, 60_000);
});

describe("digests of held leads", () => {
  const largest = (n: number) => contactRequest(largestSubmission(n), `10.0.0.1, 198.51.${100 + n}.1`);

  it("go in e-mails a mail server takes: thirty of the largest held leads through one that refuses over 2 MB", async () => {
    const small = await startSmtpSink({ size: 2 * 1024 * 1024 });
    try {
      const runtime = flooded({
        SMTP_URL: `smtp://127.0.0.1:${small.port}`,
        CONTACT_SITE_LIMIT: "1",
        LEAD_NOTIFY_URL: "",
      });
      for (let n = 0; n <= 30; n++) expect((await send(runtime, largest(n))).status).toBe(200);
      expect(kept().filter((record) => record.held)).toHaveLength(30);
      const report = await runPass(runtime.runtime, { now: true });
      expect(report.digested).toBe(30);
      const digests = small.messages.map(decodeMail).filter((mail) => mail.headers.subject?.startsWith("Zgłoszenia"));
      expect(digests.length).toBeGreaterThan(1);
      for (const raw of small.messages) expect(Buffer.byteLength(raw)).toBeLessThanOrEqual(2 * 1024 * 1024);
      for (let n = 1; n <= 30; n++)
        expect(digests.filter((mail) => mail.text.includes(`osoba${n}@example.com`))).toHaveLength(1);
      expect(kept()).toEqual([]);
    } finally {
      await small.close();
    }
  }, 120_000);

  it("one lead a mail server refuses for its words does not hold back the others: it is kept, named, never resent", async () => {
    const picky = await startSmtpSink({ reject: /zxqj/ });
    try {
      const runtime = flooded({ SMTP_URL: `smtp://127.0.0.1:${picky.port}`, CONTACT_SITE_LIMIT: "1" });
      for (let n = 0; n <= 12; n++) expect((await send(runtime, lead(500 + n, `198.51.${30 + n}.1`))).status).toBe(200);
      const refused = lead(600, "203.0.113.60");
      const body = JSON.parse(await refused.clone().text()) as Record<string, unknown>;
      const odd = contactRequest({ ...body, email: "zxqj@example.com" }, "10.0.0.1, 203.0.113.60");
      expect((await send(runtime, odd)).status).toBe(200);
      const report = await runPass(runtime.runtime, { now: true });
      expect(report.digested).toBe(12);
      const texts = picky.messages.map((raw) => decodeMail(raw).text).join("\n");
      for (let n = 501; n <= 512; n++) expect(texts).toContain(`osoba${n}@example.com`);
      const left = kept().filter((record) => record.held);
      expect(left.map((record) => record.held?.values.email)).toEqual(["zxqj@example.com"]);
      expect(left[0]?.held?.refused?.reason).toMatch(/550 5\.7\.1/);
      const alerts = chat.requests.map((request) => (JSON.parse(request.body) as { text: string }).text);
      expect(
        alerts.filter((text) => text.includes("odrzucił te zatrzymane zgłoszenia") && text.includes(left[0]!.id)),
      ).toHaveLength(1);
      // Not sent again on the next passes, and the owner is not told twice; `--refused` sends it again.
      const tries = picky.messages.length;
      await runPass(runtime.runtime, { now: true });
      expect(picky.messages).toHaveLength(tries);
      const again = await runPass(runtime.runtime, { now: true, refused: true });
      expect(again.digested).toBe(0);
      expect(chat.requests.filter((request) => request.body.includes("odrzucił te zatrzymane"))).toHaveLength(1);
    } finally {
      await picky.close();
    }
  }, 60_000);
});

describe("each network has its share of the ceiling, and a neighbour is a stranger too", () => {
  it("IPv4 /24: four neighbours deliver (a sixth of 24), later ones are held, another network is delivered; a second lead from the first address gets 429", async () => {
    const narrow = flooded({ CONTACT_RATE_LIMIT: "1", CONTACT_SITE_LIMIT: "24" });
    const answers = [];
    for (let n = 1; n <= 6; n++) answers.push(await send(narrow, lead(100 + n, `203.0.113.${n}`)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((answer) => Boolean(answer.body.lead))).toEqual([true, true, true, true, false, false]);
    expect(smtp.messages).toHaveLength(4);
    expect(kept().filter((record) => record.held)).toHaveLength(2);
    // The ceiling has room: a stranger from another network is delivered and counted.
    expect((await send(narrow, lead(150, "198.51.100.9"))).body.lead).toBeTruthy();
    const again = await handleContact(lead(200, "203.0.113.1"), narrow.runtime);
    expect(again.status).toBe(429);
    expect(Number(again.headers.get("Retry-After"))).toBeGreaterThan(500);
    const body = (await again.json()) as { message: { description: string } };
    const words = body.message.description.replace(/\u00a0/g, " ");
    expect(words).toMatch(/Spróbuj ponownie za 10 minut/);
    expect(words).toContain(site.email);
  }, 30_000);

  it("IPv6 /48: its share across its /64s, then held; another /48 is not affected", async () => {
    const narrow = flooded({ CONTACT_RATE_LIMIT: "1", CONTACT_SITE_LIMIT: "24", TRUST_PROXY: undefined });
    const from = (network: string, n: number) =>
      contactRequest(
        validSubmission({
          email: `v6.${network.replace(/:/g, "-")}.${n}@example.com`,
          message: `Sieć ${network}, podsieć ${n}, zapytanie.`,
        }),
        `${network}:${n.toString(16)}::1`,
      );
    const answers = [];
    for (let n = 1; n <= 6; n++) answers.push(await send(narrow, from("2001:db8:aaaa", n)));
    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.map((answer) => Boolean(answer.body.lead))).toEqual([true, true, true, true, false, false]);
    expect((await send(narrow, from("2001:db8:bbbb", 1))).body.lead).toBeTruthy();
    // The same /64 again, with another lead: the per-address limit of 1.
    const another = contactRequest(
      validSubmission({ message: "Ta sama podsieć, inne zapytanie." }),
      "2001:db8:bbbb:1::2",
    );
    expect((await handleContact(another, narrow.runtime)).status).toBe(429);
  }, 30_000);

  it("past its network's share a lead is held while a stranger is delivered, until the site's ceiling is spent", async () => {
    const site2 = flooded({ CONTACT_SITE_LIMIT: "2" });
    expect((await send(site2, lead(160, "192.0.2.1"))).body.lead).toBeTruthy();
    expect((await send(site2, lead(161, "192.0.2.200"))).body.lead).toBeUndefined();
    expect((await send(site2, lead(162, "198.51.100.1"))).body.lead).toBeTruthy();
    expect((await send(site2, lead(163, "203.0.113.1"))).body.lead).toBeUndefined();
    expect(kept().filter((record) => record.held)).toHaveLength(2);
  }, 30_000);
});

describe("one lead counts once", () => {
  it("the same lead posted twice (JSON): one e-mail, both 200, one conversion", async () => {
    const site1 = flooded();
    const first = await send(site1, lead(300));
    const second = await send(site1, lead(300, "198.51.100.77"));
    expect([first.status, second.status]).toEqual([200, 200]);
    expect(first.body.lead).toBeTruthy();
    expect(second.body.lead).toBeUndefined();
    expect(smtp.messages).toHaveLength(1);
    await vi.waitFor(() => expect(graph.requests).toHaveLength(1));
  }, 30_000);

  it("two at once (a double press): one e-mail, both answered by its outcome", async () => {
    const site1 = flooded();
    const [a, b] = await Promise.all([send(site1, lead(301)), send(site1, lead(301))]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect([a.body.lead, b.body.lead].filter(Boolean)).toHaveLength(1);
    expect(smtp.messages).toHaveLength(1);
  }, 30_000);
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

  it("deliver exactly the ceiling between them, hold the rest, and one digest names every held lead", async () => {
    const instances = [0, 1].map(() => flooded({ CONTACT_SITE_LIMIT: "3", REDIS_URL: server.url }));
    const answers = [];
    for (let n = 400; n < 408; n++) answers.push(await send(instances[n % 2]!, lead(n, `198.51.${n - 390}.1`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(answers.filter((answer) => answer.body.lead)).toHaveLength(3);
    expect(smtp.messages).toHaveLength(3);
    const pass = await runLeadsRetry({ REDIS_URL: server.url, OUTBOX_DIR: outbox }, smtp.port, ["--now"]);
    expect(pass.stdout).toContain("5 held sent as a digest");
    const digest = decodeMail(smtp.messages.at(-1)!);
    for (let n = 403; n < 408; n++) expect(digest.text).toContain(`osoba${n}@example.com`);
    expect(await clients[0]!.hlen("contact:leads")).toBe(0);
  }, 60_000);
});
