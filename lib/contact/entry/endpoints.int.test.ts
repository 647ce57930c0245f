// The owner's side of the lead store: /api/cron/leads (one pass, for Vercel Cron or any scheduler), /api/health (for
// uptime monitors), the alerts (to a real chat receiver, or by e-mail to a real SMTP server when the chat is down)
// and the heartbeat.
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { contactRequest } from "@/tests/support/lead-retry";
import { testRuntime } from "@/tests/support/lead-runtime";
import { decodeMail } from "@/tests/support/mail-decode";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { startWebhookReceiver, type WebhookReceiver } from "@/tests/support/webhook-receiver";
import { site as identity } from "@/lib/site/identity";
import { cronPass, healthCheck } from "./endpoints";
import { handleContact } from "./http";
import type { LeadRuntime } from "../runtime";

const SECRET = "cron-secret-of-the-site-0123456789";
let working: SmtpSink;
let refusing: SmtpSink;
let chat: WebhookReceiver;
let heartbeat: { server: Server; url: string; paths: string[] };
let outbox: string;

beforeAll(async () => {
  working = await startSmtpSink();
  refusing = await startSmtpSink({ reject: /Nowe zapytanie/ });
  chat = await startWebhookReceiver("whsec_dGVzdHRlc3R0ZXN0dGVzdHRlc3R0ZXN0");
  const paths: string[] = [];
  const server = createServer((request, response) => {
    paths.push(request.url ?? "");
    response.end("OK");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  heartbeat = { server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ping/abc`, paths };
});
afterAll(async () => {
  await working.close();
  await refusing.close();
  await chat.close();
  await new Promise((resolve) => heartbeat.server.close(resolve));
});
beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), "leads-owner-"));
  working.messages.length = 0;
  chat.requests.length = 0;
  chat.mode = { kind: "ok" };
  heartbeat.paths.length = 0;
  for (const level of ["info", "warn", "error", "log"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/** The site with SMTP on `smtp`, the chat, the heartbeat and the cron secret. */
function site(smtp: SmtpSink, env: Record<string, string | undefined> = {}) {
  return testRuntime({
    OUTBOX_DIR: outbox,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    CRON_SECRET: SECRET,
    LEAD_NOTIFY_URL: chat.url,
    LEADS_HEARTBEAT_URL: heartbeat.url,
    ...env,
  });
}

/** A lead the SMTP server refused: kept, its e-mail waiting for the next try. */
async function keptLead(message = "Zapytanie, które poczeka na naprawę poczty.", env = {}) {
  const { runtime, runDeferred } = site(refusing, env);
  const response = await handleContact(contactRequest(validSubmission({ message }), "198.51.100.9"), runtime);
  expect(response.status).toBe(502);
  await runDeferred();
}

const cron = (runtime: LeadRuntime, authorization?: string, query = "") =>
  cronPass(
    new Request(`http://localhost/api/cron/leads${query}`, {
      headers: authorization ? { authorization } : {},
    }),
    runtime,
  );
const health = (runtime: LeadRuntime, authorization?: string) =>
  healthCheck(new Request("http://localhost/api/health", { headers: authorization ? { authorization } : {} }), runtime);

describe("GET /api/cron/leads", () => {
  it("is not there without CRON_SECRET, answers 401 without the bearer or with a wrong one", async () => {
    expect((await cron(site(working, { CRON_SECRET: undefined }).runtime, `Bearer ${SECRET}`)).status).toBe(404);
    const { runtime } = site(working);
    expect((await cron(runtime)).status).toBe(401);
    expect((await cron(runtime, `Bearer ${SECRET}x`)).status).toBe(401);
    expect((await cron(runtime, SECRET)).status).toBe(401);
  });

  it("runs one pass with the bearer: a kept lead is delivered, and the answer holds counts only", async () => {
    await keptLead();
    const { runtime } = site(working);
    const response = await cron(runtime, `Bearer ${SECRET}`, "?now=1");
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(JSON.parse(text)).toMatchObject({ ran: true, sent: 1, failing: 0 });
    expect(text).not.toMatch(/Kowalska|example\.com|poczty/);
    expect(working.messages.filter((raw) => raw.includes("Kowalska"))).toHaveLength(1);
  });

  it("delivers a lead once when two calls come at once", async () => {
    for (let n = 0; n < 3; n++) await keptLead(`Zapytanie numer ${n} dla dwóch wywołań.`);
    const [a, b] = [site(working).runtime, site(working).runtime];
    const answers = await Promise.all([cron(a, `Bearer ${SECRET}`, "?now=1"), cron(b, `Bearer ${SECRET}`, "?now=1")]);
    const reports = (await Promise.all(answers.map((answer) => answer.json()))) as { sent: number }[];
    expect(reports.reduce((sum, report) => sum + report.sent, 0)).toBe(3);
    expect(working.messages.filter((raw) => raw.includes("Kowalska"))).toHaveLength(3);
  });
});

describe("GET /api/health", () => {
  it("200 while nothing waits; 503 once a kept lead is older than LEADS_OVERDUE_MINUTES; 200 again after the pass", async () => {
    const healthy = await health(site(working, { LEADS_OVERDUE_MINUTES: "0" }).runtime);
    expect(healthy.status).toBe(200);
    expect(await healthy.json()).toEqual({ status: "ok" });

    await keptLead();
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { runtime } = site(working, { LEADS_OVERDUE_MINUTES: "0" });
    const overdue = await health(runtime);
    expect(overdue.status).toBe(503);
    const publicText = await overdue.text();
    expect(JSON.parse(publicText)).toEqual({ status: "failing" });
    const detailed = await health(runtime, `Bearer ${SECRET}`);
    const detailText = await detailed.text();
    expect(JSON.parse(detailText)).toMatchObject({
      status: "failing",
      problems: ["overdue"],
      counts: { pending: 1, refused: 0, held: 0, expiredLastDay: 0 },
    });
    for (const text of [publicText, detailText]) expect(text).not.toMatch(/Kowalska|anna|poczty|198\.51/);

    expect((await cron(runtime, `Bearer ${SECRET}`, "?now=1")).status).toBe(200);
    const after = await health(runtime, `Bearer ${SECRET}`);
    expect(after.status).toBe(200);
    expect(await after.json()).toMatchObject({ status: "ok", counts: { pending: 0 } });
  });

  it("fails while the store cannot write; a lead is then answered 503 with the e-mail and phone, and the owner hears it was not kept", async () => {
    // A folder under a regular file cannot be made, even by root.
    const blocked = path.join(outbox, "not-a-folder");
    writeFileSync(blocked, "");
    const { runtime, runDeferred } = site(refusing, { OUTBOX_DIR: path.join(blocked, "outbox") });
    const failing = await health(runtime, `Bearer ${SECRET}`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({ status: "failing", problems: ["store"] });

    const response = await handleContact(
      contactRequest(validSubmission({ message: "Zapytanie, którego nikt nie zapisze." }), "198.51.100.9"),
      runtime,
    );
    await runDeferred();
    expect(response.status).toBe(503);
    const body = (await response.json()) as { error: string; message: { description: string } };
    expect(body.error).toBe("not_kept");
    const words = body.message.description.replace(/\u00a0/g, " ");
    expect(words).toContain(identity.email);
    expect(words).toContain(identity.phone);
    const alerts = chat.requests.map((request) => (JSON.parse(request.body) as { text: string }).text);
    const notKept = alerts.filter((text) => text.includes("nie udało się zapisać"));
    expect(notKept).toHaveLength(1);
    expect(notKept[0]).toContain("nie dotarła kanałami: email");
    // The lead's own chat line went out on its one try; the owner's alerts name it by id only, never as saved.
    const owner = alerts.filter((text) => !text.startsWith("Nowe zapytanie"));
    expect(owner.join("\n")).not.toMatch(/Jest zapisane|nikt nie zapisze|Kowalska/);
  });

  it("is cheap to read and not fooled by a default of 30 minutes: a fresh kept lead is not overdue", async () => {
    await keptLead();
    expect((await health(site(working).runtime)).status).toBe(200);
  });
});

describe("what the operator set up wrong is told, not silent", () => {
  it("Vercel without REDIS_URL fails health, even where OUTBOX_DIR could be written", async () => {
    const { runtime } = site(working, { VERCEL: "1", REDIS_URL: undefined });
    const failing = await health(runtime, `Bearer ${SECRET}`);
    expect(failing.status).toBe(503);
    expect(await failing.json()).toMatchObject({ problems: ["store"] });
    expect((await health(runtime)).status).toBe(503);
  });

  it("TRUST_PROXY_SECRET with requests that lack the proxy's header: a warning, and health says so", async () => {
    const warnings: string[] = [];
    vi.spyOn(console, "warn").mockImplementation((...args: unknown[]) => void warnings.push(args.join(" ")));
    const { runtime, runDeferred } = site(working, { TRUST_PROXY: "1", TRUST_PROXY_SECRET: "proxy-secret-0123456789" });
    for (const n of [1, 2])
      await handleContact(
        contactRequest(validSubmission({ message: `Bez nagłówka pośrednika ${n}.` }), "198.51.100.9"),
        runtime,
      );
    await runDeferred();
    expect(warnings.filter((line) => line.includes("X-Proxy-Secret"))).toHaveLength(1);
    const told = await health(runtime, `Bearer ${SECRET}`);
    expect(await told.json()).toMatchObject({ status: "failing", problems: ["proxy"] });
  });
});

describe("the owner is told, through a channel that is not the failing one", () => {
  const chatTexts = () => chat.requests.map((request) => (JSON.parse(request.body) as { text: string }).text);

  it("the first lead kept after a healthy period: one chat line naming its id and channel, never its words", async () => {
    await keptLead("Pierwszy zatrzymany lead po spokojnym okresie.");
    const alerts = chatTexts().filter((text) => text.includes("nie dotarło"));
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toMatch(
      /Zgłoszenie [0-9a-f-]{36} \(otrzymane .+; kanały: email\) nie dotarło kanałem email \(delivery failed \(smtp EMESSAGE 550 5\.7\.1\)\)/,
    );
    expect(alerts[0]).not.toMatch(/Kowalska|spokojnym|anna/);
    // A second lead kept in the same trouble is no news: no second alert.
    await keptLead("Drugi zatrzymany lead w tej samej awarii.");
    expect(chatTexts().filter((text) => text.includes("nie dotarło"))).toHaveLength(1);
  });

  it("by e-mail to CONTACT_TO when the chat is down", async () => {
    chat.mode = { kind: "status", status: 500 };
    await keptLead("Lead, gdy czat też nie działa.", { SMTP_URL: `smtp://127.0.0.1:${refusing.port}` });
    // The SMTP server refuses leads, not alerts: the alert arrives as an e-mail.
    const alert = refusing.messages.map(decodeMail).find((mail) => mail.headers.subject?.startsWith("Uwaga:"));
    expect(alert?.headers.to).toBe("biuro@example.com");
    expect(alert?.text).toContain("nie dotarło");
    expect(alert?.text).not.toMatch(/Kowalska|czat też/);
  });

  it("a broken chat hook does not silence a failing mail server: each channel's first failure is told", async () => {
    chat.mode = { kind: "status", status: 404 };
    // The chat answers 404 (a removed app): the lead e-mail arrives, the chat line waits, the owner hears by e-mail.
    const { runtime, runDeferred } = site(working);
    const first = await handleContact(
      contactRequest(validSubmission({ message: "Czat nie działa." }), "198.51.100.9"),
      runtime,
    );
    expect(first.status).toBe(200);
    await runDeferred();
    const chatAlert = working.messages.map(decodeMail).find((mail) => mail.headers.subject?.startsWith("Uwaga:"));
    expect(chatAlert?.text).toContain("nie dotarło kanałem chat");
    // Later the mail server starts refusing leads: that is news too, though the chat still fails.
    await keptLead("Teraz i poczta odmawia.");
    const mailAlert = refusing.messages.map(decodeMail).find((mail) => mail.headers.subject?.startsWith("Uwaga:"));
    expect(mailAlert?.text).toContain("nie dotarło kanałem email");
  });

  it("the heartbeat after each pass: its URL while all is well, with /fail appended while a lead is overdue", async () => {
    const { runtime } = site(working, { LEADS_OVERDUE_MINUTES: "0" });
    await cron(runtime, `Bearer ${SECRET}`);
    expect(heartbeat.paths).toEqual(["/ping/abc"]);
    await keptLead("Lead, na który czeka bicie serca.", { LEADS_OVERDUE_MINUTES: "0" });
    await new Promise((resolve) => setTimeout(resolve, 20));
    const { runtime: failing } = site(refusing, { LEADS_OVERDUE_MINUTES: "0" });
    await cron(failing, `Bearer ${SECRET}`, "?now=1");
    expect(heartbeat.paths).toEqual(["/ping/abc", "/ping/abc/fail"]);
  });
});
