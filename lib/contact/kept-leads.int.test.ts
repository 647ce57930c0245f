import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { keptLeadRecord, validSubmission } from "@/tests/support/contact-lead";
import { contactRequest, runLeadsRetry, useRetrySetup } from "@/tests/support/lead-retry";
import { decodeMail } from "@/tests/support/mail-decode";
import { startGraphSink, type GraphSink } from "@/tests/support/graph-sink";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { handleContact, SEND_DEADLINE_MS, type ContactDeps } from "./handler";
import { contactLimits } from "./limits";
import { createSmtpTransport } from "./transport";
import { deliveryFromEnv } from "./delivery";
import { leadStoreFromEnv, type KeptLead } from "./kept-leads";

const post = (body: unknown, ip = "198.51.100.4") => contactRequest(body, ip);

describe("undelivered leads as files (no REDIS_URL) and npm run leads:retry", () => {
  const setup = useRetrySetup("leads-files-");
  afterAll(() => rmSync(setup.outbox, { recursive: true, force: true }));
  afterEach(() => rmSync(path.join(setup.outbox, "undelivered"), { recursive: true, force: true }));

  const deps = (port: number): ContactDeps => ({
    limits: contactLimits({ perAddress: 100, perSite: 1000 }),
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
    const record = JSON.parse(readFileSync(path.join(setup.outbox, "undelivered", kept()[0]!), "utf8")) as KeptLead;
    expect(record.reason).toMatch(/550/);
    expect(Date.now() - Date.parse(record.keptAt)).toBeLessThan(60_000);
    expect(record.email?.raw).toMatch(/^To: biuro@example\.com\r$/m);
    // Neither the client's address nor a hash of it that could be reversed without the store's daily key.
    expect(JSON.stringify(record)).not.toContain("198.51.100.4");
    expect(record.client).toMatch(/^[0-9a-f]{24}$/);

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
    const response = await handleContact(
      post(validSubmission({ message: "Wiadomość o stałym identyfikatorze." })),
      deps(setup.refusing.port),
    );
    expect(response.status).toBe(502);
    const record = JSON.parse(readFileSync(path.join(setup.outbox, "undelivered", kept()[0]!), "utf8")) as KeptLead;
    const before = setup.working.messages.length;
    expect((await retry(setup.working.port)).code).toBe(0);
    const sent = decodeMail(setup.working.messages[before]!);
    expect(sent.headers["message-id"]).toBe(`<lead-${record.id}@example.com>`);
    expect(decodeMail(record.email!.raw).headers["message-id"]).toBe(sent.headers["message-id"]);
  }, 30_000);

  it("reports an unreadable record and skips it, still sending the others", async () => {
    expect(
      (
        await handleContact(
          post(validSubmission({ message: "Czytelny zapis obok zepsutego." })),
          deps(setup.refusing.port),
        )
      ).status,
    ).toBe(502);
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
    expect(
      (
        await handleContact(
          post(validSubmission({ message: "Zablokowana próba ponownej wysyłki." })),
          deps(setup.refusing.port),
        )
      ).status,
    ).toBe(502);
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
      limits: contactLimits({ perAddress: 5, perSite: 1000 }),
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
    await store.keep(keptLeadRecord({ id: "x", fingerprint: "b" }));
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
    limits: contactLimits({ perAddress: 100, perSite: 1000 }),
    transport: () => createSmtpTransport(`smtp://127.0.0.1:${refusing.port}`),
    mail: { to: "biuro@example.com", from: "Strona <formularz@example.com>" },
    leads: leadStoreFromEnv({ OUTBOX_DIR: outbox }),
    env: {},
    keepLimits: { perClient: 2, perNetwork: 10, total: 3 },
  });
  const keptCount = () => readdirSync(path.join(outbox, "undelivered")).filter((name) => name.endsWith(".json")).length;

  it("keeps at most perClient leads of one address and total leads in all; beyond: 503, logged, nothing kept", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const info = vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      for (let n = 0; n < 4; n++) {
        const response = await handleContact(
          post(validSubmission({ message: `Zapytanie numer ${n} podczas awarii.` })),
          deps(),
        );
        expect(response.status).toBe(502);
      }
      expect(keptCount()).toBe(2);
      expect(error.mock.calls.flat().join(" ")).toMatch(/NOT KEPT: this client address has reached its bound/);
      expect(
        (
          await handleContact(
            post(validSubmission({ message: "Inny adres, pierwsze zapytanie." }), "198.51.100.5"),
            deps(),
          )
        ).status,
      ).toBe(502);
      expect(keptCount()).toBe(3);
      expect(
        (
          await handleContact(
            post(validSubmission({ message: "Trzeci adres, pełny magazyn." }), "198.51.100.6"),
            deps(),
          )
        ).status,
      ).toBe(502);
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
        limits: contactLimits({ perAddress: 100, perSite: 1000 }),
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

describe("leads:retry's rules", () => {
  const setup = useRetrySetup("leads-rules-");
  let graph: GraphSink;
  beforeAll(async () => {
    graph = await startGraphSink();
  });
  afterAll(async () => {
    await graph.close();
    rmSync(setup.outbox, { recursive: true, force: true });
  });
  afterEach(() => rmSync(path.join(setup.outbox, "undelivered"), { recursive: true, force: true }));

  const PIXEL = "123456789012345";
  const EVENT_ID = "6f1c2a0e-7c55-4f7b-9a51-0d2a3c4b5e6f";
  const capi = { accessToken: "test-token", pixelId: PIXEL, graphUrl: "", testEventCode: undefined };
  const deps = (): ContactDeps => ({
    limits: contactLimits({ perAddress: 100, perSite: 1000 }),
    transport: () => createSmtpTransport(`smtp://127.0.0.1:${setup.refusing.port}`),
    mail: { to: "biuro@example.com", from: "Strona <formularz@example.com>" },
    leads: leadStoreFromEnv({ OUTBOX_DIR: setup.outbox }),
    env: {},
    metaCapi: () => ({ ...capi, graphUrl: graph.url }),
    defer: () => {},
  });
  const retry = (env: Record<string, string> = {}, args?: string[]) =>
    runLeadsRetry({ REDIS_URL: "", OUTBOX_DIR: setup.outbox, ...env }, setup.working.port, args);
  const keptFile = () =>
    path.join(
      setup.outbox,
      "undelivered",
      readdirSync(path.join(setup.outbox, "undelivered")).find((n) => n.endsWith(".json"))!,
    );
  const rewrite = (change: (lead: KeptLead) => KeptLead) =>
    writeFileSync(keptFile(), JSON.stringify(change(JSON.parse(readFileSync(keptFile(), "utf8")) as KeptLead)));

  it("waits for a lead's next try (1 min after the first), unless told --now", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    expect((await handleContact(post(validSubmission({ message: "Poczekaj na kolejną próbę." })), deps())).status).toBe(
      502,
    );
    const before = setup.working.messages.length;
    const waiting = await retry({}, []);
    expect(waiting.stdout).toContain("0 sent, 0 skipped, 0 still failing, 1 waiting for their next try");
    expect(waiting.code).toBe(1);
    expect(setup.working.messages.length).toBe(before);
    const now = await retry({}, ["--now"]);
    expect(now.stdout).toContain("1 sent, 0 skipped, 0 still failing");
    expect(now.code).toBe(0);
    vi.restoreAllMocks();
  }, 30_000);

  it("deletes a lead LEADS_KEEP_DAYS after its submission, delivered or not, naming it by id", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    expect(
      (await handleContact(post(validSubmission({ message: "Za stary, by go jeszcze wysyłać." })), deps())).status,
    ).toBe(502);
    const id = (JSON.parse(readFileSync(keptFile(), "utf8")) as KeptLead).id;
    rewrite((lead) => ({ ...lead, receivedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() }));
    const kept = await retry({ LEADS_KEEP_DAYS: "30" });
    expect(kept.stdout).toContain("1 sent"); // 3 days old: within 30
    expect(
      (await handleContact(post(validSubmission({ message: "Drugi stary lead do usunięcia." })), deps())).status,
    ).toBe(502);
    rewrite((lead) => ({ ...lead, receivedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() }));
    const second = (JSON.parse(readFileSync(keptFile(), "utf8")) as KeptLead).id;
    const before = setup.working.messages.length;
    const expired = await retry({ LEADS_KEEP_DAYS: "2" });
    expect(expired.stdout).toContain(`expired ${second}: kept 2 days after its submission, deleted`);
    expect(expired.stdout).toContain("0 sent, 0 skipped, 0 still failing, 1 expired");
    expect(expired.code).toBe(0);
    expect(setup.working.messages.length).toBe(before);
    expect(readdirSync(path.join(setup.outbox, "undelivered")).filter((n) => n.endsWith(".json"))).toEqual([]);
    expect(id).not.toBe(second);
    vi.restoreAllMocks();
  }, 30_000);

  it("sends only to the recipient configured now, whatever a kept record says", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    expect(
      (await handleContact(post(validSubmission({ message: "Zapis zmieniony przez kogoś z dostępem." })), deps()))
        .status,
    ).toBe(502);
    rewrite((lead) => ({
      ...lead,
      email: {
        ...lead.email!,
        raw: lead.email!.raw.replace("To: biuro@example.com", "To: victim@evil.example"),
        from: "formularz@example.com",
      },
    }));
    const before = setup.working.messages.length;
    const result = await retry({ CONTACT_TO: "nowy@example.com" });
    expect(result.stdout).toContain("1 sent");
    expect(setup.working.recipients.slice(before)).toEqual([["nowy@example.com"]]);
    vi.restoreAllMocks();
  }, 30_000);

  it("reports a late-delivered lead's conversion once, with its event id and submission time, and no IP address", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const submittedAt = Math.floor(Date.now() / 1000);
    const submission = validSubmission({
      message: "Konwersja po ponownej wysyłce.",
      eventId: EVENT_ID,
      marketingConsent: true,
    });
    expect((await handleContact(post(submission), deps())).status).toBe(502);
    graph.requests.length = 0;
    const env = { META_CAPI_ACCESS_TOKEN: "test-token", NEXT_PUBLIC_META_PIXEL_ID: PIXEL, META_GRAPH_URL: graph.url };
    const first = await retry(env);
    expect(first.stdout).toContain("1 sent");
    expect(graph.requests).toHaveLength(1);
    const event = (
      graph.requests[0]?.body as {
        data: { event_id: string; event_time: number; user_data: Record<string, unknown> }[];
      }
    ).data[0];
    expect(event?.event_id).toBe(EVENT_ID);
    expect(Math.abs((event?.event_time ?? 0) - submittedAt)).toBeLessThanOrEqual(2);
    expect(event?.user_data).not.toHaveProperty("client_ip_address");
    const second = await retry(env);
    expect(second.stdout).toContain("0 sent");
    expect(graph.requests).toHaveLength(1);
    vi.restoreAllMocks();
  }, 30_000);

  it("does not report a conversion older than Meta's 7 days", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const submission = validSubmission({
      message: "Stara konwersja, tylko e-mail.",
      eventId: EVENT_ID,
      marketingConsent: true,
    });
    expect((await handleContact(post(submission), deps())).status).toBe(502);
    rewrite((lead) => ({
      ...lead,
      conversion: {
        ...lead.conversion!,
        event: { ...lead.conversion!.event, event_time: Math.floor(Date.now() / 1000) - 8 * 24 * 3600 },
      },
    }));
    graph.requests.length = 0;
    const result = await retry({
      META_CAPI_ACCESS_TOKEN: "test-token",
      NEXT_PUBLIC_META_PIXEL_ID: PIXEL,
      META_GRAPH_URL: graph.url,
    });
    expect(result.stdout).toContain("1 sent");
    expect(result.stdout).toContain("older than Meta's 7 days");
    expect(graph.requests).toHaveLength(0);
    vi.restoreAllMocks();
  }, 30_000);

  it("bounds the kept leads per network as well as per address", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const bounded = (): ContactDeps => ({ ...deps(), keepLimits: { perClient: 5, perNetwork: 2, total: 100 } });
    for (const [n, ip] of ["198.51.100.21", "198.51.100.22", "198.51.100.23"].entries()) {
      expect(
        (await handleContact(post(validSubmission({ message: `Sieć tego samego operatora ${n}.` }), ip), bounded()))
          .status,
      ).toBe(502);
    }
    expect(readdirSync(path.join(setup.outbox, "undelivered")).filter((n) => n.endsWith(".json"))).toHaveLength(2);
    expect(error.mock.calls.flat().join(" ")).toMatch(/NOT KEPT: this client's network has reached its bound/);
    vi.restoreAllMocks();
  }, 30_000);
});
