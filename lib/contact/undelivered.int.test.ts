import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { contactRequest, runLeadsRetry, useRetrySetup } from "@/tests/support/lead-retry";
import { decodeMail } from "@/tests/support/mail-decode";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { handleContact, SEND_DEADLINE_MS, type ContactDeps } from "./handler";
import { MemoryRateLimiter } from "./rate-limit";
import { createSmtpTransport } from "./transport";
import { deliveryFromEnv } from "./delivery";
import { leadStoreFromEnv, type UndeliveredLead } from "./undelivered";

const post = (body: unknown, ip = "198.51.100.4") => contactRequest(body, ip);

describe("undelivered leads as files (no REDIS_URL) and npm run leads:retry", () => {
  const setup = useRetrySetup("leads-files-");
  afterAll(() => rmSync(setup.outbox, { recursive: true, force: true }));
  afterEach(() => rmSync(path.join(setup.outbox, "undelivered"), { recursive: true, force: true }));

  const deps = (port: number): ContactDeps => ({
    limiter: new MemoryRateLimiter({ limit: 100 }),
    transport: () => createSmtpTransport(`smtp://127.0.0.1:${port}`),
    mail: { to: "biuro@example.com", from: "Strona <formularz@example.com>" },
    leads: leadStoreFromEnv({ OUTBOX_DIR: setup.outbox }),
    env: {},
  });
  const retry = (port: number) => runLeadsRetry({ REDIS_URL: "", OUTBOX_DIR: setup.outbox }, port);
  const kept = () => readdirSync(path.join(setup.outbox, "undelivered")).filter((name) => name.endsWith(".json"));

  it("keeps the refused lead in OUTBOX_DIR/undelivered with its reason and time, then sends it once", async () => {
    const response = await handleContact(post(validSubmission()), deps(setup.refusing.port));
    expect(response.status).toBe(502);
    expect(kept()).toHaveLength(1);
    const record = JSON.parse(readFileSync(path.join(setup.outbox, "undelivered", kept()[0]!), "utf8")) as UndeliveredLead;
    expect(record.reason).toMatch(/550/);
    expect(Date.now() - Date.parse(record.keptAt)).toBeLessThan(60_000);
    expect(record.envelope.to).toEqual(["biuro@example.com"]);

    const first = await retry(setup.working.port);
    expect(first.stdout).toContain("1 sent, 0 skipped, 0 still failing");
    expect(first.code).toBe(0);
    expect(kept()).toHaveLength(0);
    const second = await retry(setup.working.port);
    expect(second.stdout).toContain("0 sent, 0 skipped, 0 still failing");
    expect(second.code).toBe(0);
    expect(setup.working.messages).toHaveLength(1);
    expect(setup.working.messages[0]).toContain("Kowalska");
  }, 30_000);

  it("re-sends a lead under the Message-ID of its first attempt (one per lead id)", async () => {
    const response = await handleContact(post(validSubmission({ message: "Wiadomość o stałym identyfikatorze." })), deps(setup.refusing.port));
    expect(response.status).toBe(502);
    const record = JSON.parse(readFileSync(path.join(setup.outbox, "undelivered", kept()[0]!), "utf8")) as UndeliveredLead;
    const before = setup.working.messages.length;
    expect((await retry(setup.working.port)).code).toBe(0);
    const sent = decodeMail(setup.working.messages[before]!);
    expect(sent.headers["message-id"]).toBe(`<lead-${record.id}@example.com>`);
    expect(decodeMail(record.raw).headers["message-id"]).toBe(sent.headers["message-id"]);
  }, 30_000);

  it("reports an unreadable record and skips it, still sending the others", async () => {
    expect((await handleContact(post(validSubmission({ message: "Czytelny zapis obok zepsutego." })), deps(setup.refusing.port))).status).toBe(502);
    writeFileSync(path.join(setup.outbox, "undelivered", "broken.json"), "{ not json");
    const before = setup.working.messages.length;
    const result = await retry(setup.working.port);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("1 sent, 0 skipped, 0 still failing, 1 unreadable");
    expect(result.stderr).toContain("unreadable record broken");
    expect(setup.working.messages.length).toBe(before + 1);
    expect(kept()).toEqual(["broken.json"]);
  }, 30_000);

  it("does not start while another run holds the lock file", async () => {
    expect((await handleContact(post(validSubmission({ message: "Zablokowana próba ponownej wysyłki." })), deps(setup.refusing.port))).status).toBe(502);
    writeFileSync(path.join(setup.outbox, ".leads-retry.lock"), `${process.pid}\n`); // this test process: alive
    try {
      const before = setup.working.messages.length;
      const result = await retry(setup.working.port);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("another run holds the lock file");
      expect(setup.working.messages.length).toBe(before);
      expect(kept()).toHaveLength(1);
    } finally {
      rmSync(path.join(setup.outbox, ".leads-retry.lock"), { force: true });
    }
    expect((await retry(setup.working.port)).code).toBe(0);
  }, 30_000);
});

describe("on Vercel without SMTP_URL", () => {
  it("answers 503 and says why in the server log, sending nothing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn();
    const response = await handleContact(post(validSubmission()), {
      limiter: new MemoryRateLimiter({ limit: 5 }),
      transport: () => ({ kind: "outbox", send }),
      delivery: deliveryFromEnv({ VERCEL: "1" }),
      mail: { to: "biuro@example.com", from: "x@example.com" },
      env: { VERCEL: "1" },
    });
    expect(response.status).toBe(503);
    expect(send).not.toHaveBeenCalled();
    expect(error.mock.calls.flat().join(" ")).toMatch(/SMTP_URL is not set on Vercel/);
    error.mockRestore();
  });
});

describe("FileLeadStore dedup record", () => {
  it("remembers a delivered lead only while leads are kept, so the outbox stays .eml files otherwise", async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), "leads-dedup-"));
    const store = leadStoreFromEnv({ OUTBOX_DIR: outbox });
    await store.markDelivered("a".repeat(64));
    expect(readdirSync(outbox)).toEqual([]);
    await store.keep({ id: "x", keptAt: new Date().toISOString(), reason: "test", fingerprint: "b", envelope: { from: "a@b.pl", to: ["c@d.pl"] }, raw: "" });
    await store.markDelivered("a".repeat(64));
    expect(readdirSync(path.join(outbox, "delivered"))).toEqual([`${"a".repeat(64)}.json`]);
  });
});

describe("the bounds on kept leads", () => {
  let refusing: SmtpSink;
  let outbox: string;
  beforeAll(async () => {
    refusing = await startSmtpSink({ reject: /./ });
    outbox = mkdtempSync(path.join(tmpdir(), "leads-bounds-"));
  });
  afterAll(async () => {
    await refusing?.close();
    rmSync(outbox, { recursive: true, force: true });
  });
  afterEach(() => rmSync(path.join(outbox, "undelivered"), { recursive: true, force: true }));

  const deps = (): ContactDeps => ({
    limiter: new MemoryRateLimiter({ limit: 100 }),
    transport: () => createSmtpTransport(`smtp://127.0.0.1:${refusing.port}`),
    mail: { to: "biuro@example.com", from: "Strona <formularz@example.com>" },
    leads: leadStoreFromEnv({ OUTBOX_DIR: outbox }),
    env: {},
    keepLimits: { perClient: 2, total: 3 },
  });
  const keptCount = () => readdirSync(path.join(outbox, "undelivered")).filter((name) => name.endsWith(".json")).length;

  it("keeps at most perClient leads of one address and total leads in all; beyond: 503, logged, nothing kept", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      for (let n = 0; n < 4; n++) {
        const response = await handleContact(post(validSubmission({ message: `Zapytanie numer ${n} podczas awarii.` })), deps());
        expect(response.status).toBe(502);
      }
      expect(keptCount()).toBe(2);
      expect(error.mock.calls.flat().join(" ")).toMatch(/NOT KEPT: this client address has reached its bound/);
      expect((await handleContact(post(validSubmission({ message: "Inny adres, pierwsze zapytanie." }), "198.51.100.5"), deps())).status).toBe(502);
      expect(keptCount()).toBe(3);
      expect((await handleContact(post(validSubmission({ message: "Trzeci adres, pełny magazyn." }), "198.51.100.6"), deps())).status).toBe(502);
      expect(keptCount()).toBe(3);
      expect(error.mock.calls.flat().join(" ")).toMatch(/NOT KEPT: the store of kept leads is full/);
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  }, 30_000);

  it("does not keep a lead twice when the same one (same fingerprint) fails again", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      const submission = validSubmission({ message: "Ten sam lead wysłany dwa razy." });
      expect((await handleContact(post(submission), deps())).status).toBe(502);
      expect((await handleContact(post(submission), deps())).status).toBe(502);
      expect(keptCount()).toBe(1);
      expect(info.mock.calls.flat().join(" ")).toMatch(/not kept: the same lead is kept already/);
    } finally {
      error.mockRestore();
      info.mockRestore();
    }
  }, 30_000);
});

describe("one deadline for a send", () => {
  it("is at most 20 s, inside nginx's 30 s proxy timeout", () => {
    expect(SEND_DEADLINE_MS).toBeLessThanOrEqual(20_000);
  });

  it("answers 503 at the deadline and keeps the lead; a send that succeeds after all removes the kept copy", async () => {
    const slow = await startSmtpSink({ delayMs: 1500 });
    const outbox = mkdtempSync(path.join(tmpdir(), "leads-deadline-"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      const started = Date.now();
      const response = await handleContact(post(validSubmission({ message: "Wolny serwer poczty, ten sam lead." })), {
        limiter: new MemoryRateLimiter({ limit: 100 }),
        transport: () => createSmtpTransport(`smtp://127.0.0.1:${slow.port}`),
        mail: { to: "biuro@example.com", from: "Strona <formularz@example.com>" },
        leads: leadStoreFromEnv({ OUTBOX_DIR: outbox }),
        env: {},
        sendDeadlineMs: 300,
      });
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1200);
      const keptFiles = () => readdirSync(path.join(outbox, "undelivered")).filter((name) => name.endsWith(".json"));
      expect(keptFiles()).toHaveLength(1);
      await vi.waitFor(() => expect(slow.messages).toHaveLength(1), { timeout: 5000 });
      await vi.waitFor(() => expect(keptFiles()).toHaveLength(0), { timeout: 5000 });
      expect(readdirSync(path.join(outbox, "delivered"))).toHaveLength(1);
    } finally {
      error.mockRestore();
      info.mockRestore();
      await slow.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  }, 20_000);
});
