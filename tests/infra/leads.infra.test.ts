// A lead survives the server that took it: `next start` of the production build killed with SIGKILL in the middle of
// a delivery, a server that retries kept leads by itself (LEADS_RETRY_SECONDS), and the container's standalone
// server (NEXT_OUTPUT=standalone, which scripts/test.sh builds). Real SMTP servers and a real webhook receiver.
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { LeadRecord } from "@/lib/contact/store/record";
import { validSubmission } from "@/tests/support/contact-lead";
import { Redis } from "ioredis";
import { decodeMail } from "@/tests/support/mail-decode";
import { root, startServer, stopServer, until, type Server } from "@/tests/support/next-server";
import { startRedisServer } from "@/tests/support/redis-server";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "@/tests/support/webhook-receiver";

const BASE = Number(process.env.INFRA_PORT_BASE ?? 3190) + 20;
const BASE_REDIS = 6394;
const CRON = "cron-secret-of-the-infra-test-0123";

const cron = (port: number) =>
  fetch(`http://localhost:${port}/api/cron/leads?now=1`, { headers: { authorization: `Bearer ${CRON}` } });
const SECRET = `whsec_${Buffer.from("infra-test-secret-infra-test-secret").toString("base64")}`;

const running: Server[] = [];
const start = async (...args: Parameters<typeof startServer>) => {
  const server = await startServer(...args);
  running.push(server);
  return server;
};
const stop = stopServer;

const postLead = (port: number, message: string) =>
  fetch(`http://localhost:${port}/api/contact`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(validSubmission({ message })),
  });

const records = (outbox: string) => {
  const dir = path.join(outbox, "undelivered");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => /^[^.].*\.json$/.test(name))
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), "utf8")) as LeadRecord);
};

let outbox: string;
let smtp: SmtpSink;
let receiver: WebhookReceiver;

beforeAll(async () => {
  smtp = await startSmtpSink();
  receiver = await startWebhookReceiver(SECRET);
});
afterAll(async () => {
  await smtp.close();
  await receiver.close();
});
afterEach(async () => {
  for (const server of running.splice(0)) await stop(server, "SIGKILL");
  rmSync(outbox, { recursive: true, force: true });
});

describe("a server killed in the middle of a delivery", () => {
  it("loses no webhook: after a restart, a pass delivers it once, with the same webhook-id", async () => {
    outbox = mkdtempSync(path.join(tmpdir(), "leads-kill-webhook-"));
    receiver.requests.length = 0;
    receiver.mode = { kind: "hang" };
    const env = {
      OUTBOX_DIR: outbox,
      SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEADS_RETRY_SECONDS: "0",
    };
    const first = await start(BASE, env);
    const response = await postLead(BASE, "Serwer padnie, gdy webhook wisi.");
    expect(response.status).toBe(200); // e-mail, the primary channel, delivered
    await until(() => receiver.requests.length === 1, 15_000, "the webhook's first try");
    await stop(first, "SIGKILL");
    const [record] = records(outbox);
    expect(Object.keys(record!.channels)).toEqual(["webhook"]);

    receiver.mode = { kind: "ok" };
    await start(BASE, { ...env, LEADS_RETRY_SECONDS: "2" });
    // The dead server's claim on the lead lapses within half a minute; then the new server's own pass delivers it.
    await until(() => records(outbox).length === 0, 60_000, "the kept webhook delivered");
    const ids = receiver.requests.map((request) => request.headers["webhook-id"]);
    expect(ids).toEqual([record!.id, record!.id]);
    expect(receiver.requests.at(-1)?.verified).toBe(true);
  }, 120_000);

  it("loses no e-mail when the SMTP server hangs: after a restart, a pass sends it once, under its Message-ID", async () => {
    outbox = mkdtempSync(path.join(tmpdir(), "leads-kill-smtp-"));
    const hanging = await startSmtpSink({ hang: true });
    try {
      const env = { OUTBOX_DIR: outbox, LEADS_RETRY_SECONDS: "0" };
      const first = await start(BASE + 1, { ...env, SMTP_URL: `smtp://127.0.0.1:${hanging.port}` });
      const answer = postLead(BASE + 1, "Serwer padnie, gdy poczta wisi.").catch((error: Error) => error);
      await until(() => records(outbox).length === 1, 15_000, "the lead written before it is tried");
      await new Promise((resolve) => setTimeout(resolve, 500));
      await stop(first, "SIGKILL");
      expect(await answer).toBeInstanceOf(Error); // the visitor saw the connection drop, never a "sent"
      const [record] = records(outbox);
      const before = smtp.messages.length;
      await start(BASE + 1, { ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, LEADS_RETRY_SECONDS: "2" });
      await until(() => records(outbox).length === 0, 60_000, "the kept e-mail sent");
      const sent = smtp.messages.slice(before).map(decodeMail);
      expect(sent.map((mail) => mail.headers["x-lead-id"])).toEqual([record!.id]);
      expect(sent[0]?.headers["message-id"]).toBe(`<lead-${record!.id}@example.com>`);
    } finally {
      await hanging.close();
    }
  }, 120_000);
});

describe("a long-running server retries kept leads by itself", () => {
  it("with LEADS_RETRY_SECONDS=5 it delivers a kept lead once SMTP is back (after the first back-off); with 0 it does not", async () => {
    outbox = mkdtempSync(path.join(tmpdir(), "leads-self-"));
    const idle = mkdtempSync(path.join(tmpdir(), "leads-idle-"));
    let refusing = true;
    const flaky = await startSmtpSink({ reject: { test: () => refusing } as unknown as RegExp });
    try {
      const smtpUrl = `smtp://127.0.0.1:${flaky.port}`;
      await start(BASE + 2, { OUTBOX_DIR: outbox, SMTP_URL: smtpUrl, LEADS_RETRY_SECONDS: "5" });
      await start(BASE + 3, { OUTBOX_DIR: idle, SMTP_URL: smtpUrl, LEADS_RETRY_SECONDS: "0" });
      expect((await postLead(BASE + 2, "Poczta wróci, serwer sam wyśle.")).status).toBe(502);
      expect((await postLead(BASE + 3, "Poczta wróci, ale nikt nie ponowi.")).status).toBe(502);
      refusing = false;
      await until(() => records(outbox).length === 0, 90_000, "the server's own pass delivered the lead");
      expect(flaky.messages.filter((raw) => raw.includes("serwer sam wy"))).toHaveLength(1);
      await new Promise((resolve) => setTimeout(resolve, 6000));
      expect(records(idle)).toHaveLength(1);
    } finally {
      await flaky.close();
      rmSync(idle, { recursive: true, force: true });
    }
  }, 150_000);
});

describe("a pass killed while it holds the lease, on one of two instances sharing Redis", () => {
  it("holds the other instance back by at most the lease (30 s), not ten minutes; the kept lead is delivered once", async () => {
    outbox = mkdtempSync(path.join(tmpdir(), "leads-lease-"));
    const redisServer = await startRedisServer(BASE_REDIS);
    const redis = new Redis(redisServer.url);
    receiver.requests.length = 0;
    receiver.mode = { kind: "status", status: 500 };
    try {
      const env = {
        REDIS_URL: redisServer.url,
        OUTBOX_DIR: outbox,
        SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        LEADS_RETRY_SECONDS: "0",
        CRON_SECRET: CRON,
      };
      const a = await start(BASE + 5, env);
      await start(BASE + 6, env);
      expect((await postLead(BASE + 5, "Lead czeka na CRM, przebieg zginie.")).status).toBe(200);
      await until(async () => (await redis.keys("contact:lead:*")).length === 1, 15_000, "the webhook kept");
      const [key] = await redis.keys("contact:lead:*");
      const id = key!.replace("contact:lead:", "");
      // The live path's try of the webhook is over and its claim on the lead released.
      await until(() => receiver.requests.length === 1, 15_000, "the webhook's live try");
      await until(async () => (await redis.keys("contact:lead-claim:*")).length === 0, 15_000, "the claim released");

      // A's pass takes the lease and hangs on the receiver; A is killed in the middle of it.
      receiver.mode = { kind: "hang" };
      const answer = cron(BASE + 5).then(
        async (response) => `${response.status} ${await response.text()}`,
        (error: Error) => error.message,
      );
      await until(() => receiver.requests.length === 2, 20_000, "A's pass trying the webhook").catch(async (error) => {
        throw new Error(
          `${error.message}; A answered ${await Promise.race([answer, "nothing yet"])}: ${a.log.join("")}`,
        );
      });
      expect(await redis.exists("contact:retry:lock")).toBe(1);
      await stop(a, "SIGKILL");
      const killedAt = Date.now();
      receiver.mode = { kind: "ok" };

      let tookOver: number | undefined;
      await until(
        async () => {
          const report = (await (await cron(BASE + 6)).json()) as { ran: boolean };
          if (report.ran) tookOver ??= Date.now();
          return (await redis.exists(key!)) === 0;
        },
        60_000,
        "B's pass delivering the kept lead",
      );
      expect(tookOver! - killedAt).toBeLessThan(35_000);
      // After the live try (500) and the killed pass's (hanging): one delivery, by B.
      expect(receiver.requests.slice(2).map((request) => request.headers["webhook-id"])).toEqual([id]);
      expect(receiver.requests.at(-1)?.verified).toBe(true);
    } finally {
      redis.disconnect();
      await redisServer.stop();
    }
  }, 150_000);
});

describe("the container's standalone server", () => {
  it("answers /api/health and takes a lead", async () => {
    outbox = mkdtempSync(path.join(tmpdir(), "leads-standalone-"));
    const built = path.join(root, ".next/standalone");
    expect(existsSync(path.join(built, "server.js")), "scripts/test.sh builds with NEXT_OUTPUT=standalone").toBe(true);
    // As the Dockerfile lays it out: the server, its static files and public/ beside it.
    const app = mkdtempSync(path.join(tmpdir(), "standalone-app-"));
    try {
      cpSync(built, app, { recursive: true });
      cpSync(path.join(root, ".next/static"), path.join(app, ".next/static"), { recursive: true });
      cpSync(path.join(root, "public"), path.join(app, "public"), { recursive: true });
      await start(BASE + 4, { OUTBOX_DIR: outbox, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` }, { standalone: app });
      const health = await fetch(`http://localhost:${BASE + 4}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: "ok" });
      // What the image's HEALTHCHECK asks: the server answers, whatever the leads' state.
      const live = await fetch(`http://localhost:${BASE + 4}/api/live`);
      expect(live.status).toBe(200);
      expect(await live.json()).toEqual({ status: "live" });
      const before = smtp.messages.length;
      const response = await postLead(BASE + 4, "Zapytanie przez serwer z kontenera.");
      expect(response.status).toBe(200);
      expect(smtp.messages.slice(before).some((raw) => raw.includes("kontenera"))).toBe(true);
      const page = await fetch(`http://localhost:${BASE + 4}/`);
      expect(page.status).toBe(200);
      expect(await page.text()).toContain('<html lang="pl"');
    } finally {
      rmSync(app, { recursive: true, force: true });
    }
  }, 90_000);
});
