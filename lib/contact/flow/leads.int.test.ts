// A lead's way through the store: written before any channel is tried, each channel removed as it delivers, and the
// real `npm run leads:retry` (one pass) delivering what is left, against real SMTP servers.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { testRuntime } from "@/tests/support/lead-runtime";
import { contactRequest, runLeadsRetry, useRetrySetup } from "@/tests/support/lead-retry";
import { decodeMail } from "@/tests/support/mail-decode";
import { startGraphSink, type GraphSink } from "@/tests/support/graph-sink";
import { startSmtpSink } from "@/tests/support/smtp-sink";
import { handleContact } from "../entry/http";
import { FileLeadStore } from "../store/file-store";
import { listAll } from "../store/store";
import { leadFingerprint, type LeadRecord } from "../store/record";
import { SEND_DEADLINE_MS } from "../runtime";

const post = (body: unknown, ip = "198.51.100.4") => contactRequest(body, ip);

const records = (outbox: string) =>
  readdirSync(path.join(outbox, "undelivered"))
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .map((name) => JSON.parse(readFileSync(path.join(outbox, "undelivered", name), "utf8")) as LeadRecord);

describe("the store of leads as files (no REDIS_URL) and npm run leads:retry", () => {
  const setup = useRetrySetup("leads-files-");
  afterAll(() => rmSync(setup.outbox, { recursive: true, force: true }));
  afterEach(() => rmSync(path.join(setup.outbox, "undelivered"), { recursive: true, force: true }));

  const site = (port: number) => testRuntime({ OUTBOX_DIR: setup.outbox, SMTP_URL: `smtp://127.0.0.1:${port}` });
  const retry = (port: number) => runLeadsRetry({ REDIS_URL: "", OUTBOX_DIR: setup.outbox }, port);

  it("keeps a refused lead with its channel's state and time, readable by the site's user alone, then sends it once", async () => {
    const { runtime, runDeferred } = site(setup.refusing.port);
    const response = await handleContact(post(validSubmission()), runtime);
    expect(response.status).toBe(502);
    await runDeferred();
    const [record] = records(setup.outbox);
    expect(record?.channels.email?.lastError).toMatch(/550/);
    expect(record?.channels.email?.attempts).toBe(1);
    expect(Date.now() - Date.parse(record!.receivedAt)).toBeLessThan(60_000);
    expect(record?.channels.email?.payload).toMatch(/^To: biuro@example\.com\r$/m);
    expect(statSync(path.join(setup.outbox, "undelivered", `${record!.id}.json`)).mode & 0o077).toBe(0);
    // Neither the client's address nor its network: only a lead held during a flood names its network.
    expect(JSON.stringify(record)).not.toContain("198.51.100");
    // The consent the visitor's browser held when sending is kept with the lead.
    expect(record?.consent).toEqual({ marketing: false });

    const first = await retry(setup.working.port);
    expect(first.stdout).toContain("1 sent, 0 still failing");
    expect(first.code).toBe(0);
    expect(records(setup.outbox)).toHaveLength(0);
    const second = await retry(setup.working.port);
    expect(second.stdout).toContain("0 sent, 0 still failing");
    expect(second.code).toBe(0);
    expect(setup.working.messages).toHaveLength(1);
    expect(setup.working.messages[0]).toContain("Kowalska");
  }, 30_000);

  it("writes a lead before it is tried: a delivered one leaves nothing behind but its fingerprint", async () => {
    const { runtime, runDeferred } = site(setup.working.port);
    const before = setup.working.messages.length;
    const response = await handleContact(
      post(validSubmission({ message: "Zapis przed wysyłką, potem nic." })),
      runtime,
    );
    expect(response.status).toBe(200);
    await runDeferred();
    expect(setup.working.messages.length).toBe(before + 1);
    expect(records(setup.outbox)).toEqual([]);
    const fingerprint = leadFingerprint("anna.kowalska@example.com", "Zapis przed wysyłką, potem nic.");
    expect(readdirSync(path.join(setup.outbox, "delivered"))).toContain(`${fingerprint}.json`);
  });

  it("re-sends a lead under the Message-ID of its first attempt (one per lead id)", async () => {
    const { runtime, runDeferred } = site(setup.refusing.port);
    const response = await handleContact(
      post(validSubmission({ message: "Wiadomość o stałym identyfikatorze." })),
      runtime,
    );
    expect(response.status).toBe(502);
    await runDeferred();
    const [record] = records(setup.outbox);
    const before = setup.working.messages.length;
    expect((await retry(setup.working.port)).code).toBe(0);
    const sent = decodeMail(setup.working.messages[before]!);
    expect(sent.headers["message-id"]).toBe(`<lead-${record!.id}@example.com>`);
    expect(decodeMail(record!.channels.email!.payload).headers["message-id"]).toBe(sent.headers["message-id"]);
  }, 30_000);

  it("reports an unreadable record and skips it, still sending the others", async () => {
    const { runtime, runDeferred } = site(setup.refusing.port);
    expect(
      (await handleContact(post(validSubmission({ message: "Czytelny zapis obok zepsutego." })), runtime)).status,
    ).toBe(502);
    await runDeferred();
    writeFileSync(path.join(setup.outbox, "undelivered", "broken.json"), "{ not json");
    const before = setup.working.messages.length;
    const result = await retry(setup.working.port);
    expect(result.code).toBe(1);
    expect(result.stdout).toContain("1 sent, 0 still failing, 1 unreadable");
    expect(result.stderr).toContain("unreadable record broken");
    expect(setup.working.messages.length).toBe(before + 1);
    const left = readdirSync(path.join(setup.outbox, "undelivered"));
    expect(left.filter((n) => n.endsWith(".json") && !n.startsWith("."))).toEqual(["broken.json"]);
  }, 30_000);

  it("does not start while another pass holds the lock file", async () => {
    const { runtime, runDeferred } = site(setup.refusing.port);
    expect(
      (await handleContact(post(validSubmission({ message: "Zablokowana próba ponownej wysyłki." })), runtime)).status,
    ).toBe(502);
    await runDeferred();
    const lock = path.join(setup.outbox, ".leads-retry.lock");
    // This test process: alive, and its lock still has time.
    writeFileSync(lock, JSON.stringify({ token: "other", until: Date.now() + 60_000, pid: process.pid }));
    try {
      const before = setup.working.messages.length;
      const result = await retry(setup.working.port);
      expect(result.code).toBe(1);
      expect(result.stderr).toContain("another pass holds the lock");
      expect(setup.working.messages.length).toBe(before);
      expect(records(setup.outbox)).toHaveLength(1);
    } finally {
      rmSync(lock, { force: true });
    }
    expect((await retry(setup.working.port)).code).toBe(0);
  }, 30_000);

  it("keeps every lead that passed the limits while delivery fails, from one address or one network, past the store's size", async () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      // A budget of a few kilobytes: smaller than the leads below. Only held leads ever make room; these are not held.
      const { runtime, runDeferred } = testRuntime({
        OUTBOX_DIR: setup.outbox,
        SMTP_URL: `smtp://127.0.0.1:${setup.refusing.port}`,
        LEADS_STORE_MB: "0.004",
      });
      const send = async (message: string, ip?: string) => {
        const status = (await handleContact(post(validSubmission({ message }), ip), runtime)).status;
        await runDeferred();
        return status;
      };
      for (let n = 0; n < 4; n++) expect(await send(`Zapytanie numer ${n} podczas awarii, z biura.`)).toBe(502);
      for (const [n, ip] of ["198.51.100.21", "198.51.100.22", "198.51.100.23"].entries())
        expect(await send(`Sieć tego samego operatora ${n}.`, ip)).toBe(502);
      expect(records(setup.outbox)).toHaveLength(7);
      expect(records(setup.outbox).every((record) => record.channels.email?.attempts === 1)).toBe(true);
    } finally {
      vi.restoreAllMocks();
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
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    try {
      const { runtime, runDeferred } = testRuntime(
        { OUTBOX_DIR: outbox, SMTP_URL: `smtp://127.0.0.1:${slow.port}` },
        { settings: { deadlineMs: 300 } },
      );
      const started = Date.now();
      const response = await handleContact(
        post(validSubmission({ message: "Wolny serwer poczty, ten sam lead." })),
        runtime,
      );
      expect(response.status).toBe(503);
      expect(Date.now() - started).toBeLessThan(1200);
      expect(records(outbox)).toHaveLength(1);
      await runDeferred(); // waits for the late send, as after() does
      expect(slow.messages).toHaveLength(1);
      expect(records(outbox)).toHaveLength(0);
      expect(readdirSync(path.join(outbox, "delivered"))).toHaveLength(1);
    } finally {
      vi.restoreAllMocks();
      await slow.close();
      rmSync(outbox, { recursive: true, force: true });
    }
  }, 20_000);
});

describe("the pass's rules (npm run leads:retry)", () => {
  const setup = useRetrySetup("leads-rules-");
  let graph: GraphSink;
  beforeAll(async () => {
    graph = await startGraphSink();
  });
  afterAll(async () => {
    await graph.close();
    rmSync(setup.outbox, { recursive: true, force: true });
  });
  afterEach(() => {
    rmSync(path.join(setup.outbox, "undelivered"), { recursive: true, force: true });
    vi.restoreAllMocks();
  });

  const PIXEL = "123456789012345";
  const EVENT_ID = "6f1c2a0e-7c55-4f7b-9a51-0d2a3c4b5e6f";
  const capi = { META_CAPI_ACCESS_TOKEN: "test-token", NEXT_PUBLIC_META_PIXEL_ID: PIXEL };
  const failing = async (submission: Record<string, unknown>) => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    vi.spyOn(console, "info").mockImplementation(() => {});
    const { runtime, runDeferred } = testRuntime({
      OUTBOX_DIR: setup.outbox,
      SMTP_URL: `smtp://127.0.0.1:${setup.refusing.port}`,
      ...capi,
      META_GRAPH_URL: graph.url,
    });
    const status = (await handleContact(post(submission), runtime)).status;
    await runDeferred();
    return status;
  };
  const retry = (env: Record<string, string> = {}, args?: string[]) =>
    runLeadsRetry({ REDIS_URL: "", OUTBOX_DIR: setup.outbox, ...env }, setup.working.port, args);
  const recordFile = () => {
    const [record] = records(setup.outbox);
    return path.join(setup.outbox, "undelivered", `${record!.id}.json`);
  };
  const rewrite = (change: (lead: LeadRecord) => LeadRecord) =>
    writeFileSync(recordFile(), JSON.stringify(change(JSON.parse(readFileSync(recordFile(), "utf8")) as LeadRecord)));

  it("waits for a lead's next try (1 min after the first), unless told --now; waiting alone is not a failure", async () => {
    expect(await failing(validSubmission({ message: "Poczekaj na kolejną próbę." }))).toBe(502);
    const before = setup.working.messages.length;
    const waiting = await retry({}, []);
    expect(waiting.stdout).toContain("0 sent, 0 still failing, 1 waiting for their next try");
    expect(waiting.code).toBe(0);
    expect(setup.working.messages.length).toBe(before);
    const now = await retry({}, ["--now"]);
    expect(now.stdout).toContain("1 sent, 0 still failing");
    expect(now.code).toBe(0);
  }, 30_000);

  it("deletes a lead LEADS_KEEP_DAYS after its submission, even when no pass runs, and exits 3 for it", async () => {
    expect(await failing(validSubmission({ message: "Za stary, by go jeszcze wysyłać." }))).toBe(502);
    rewrite((lead) => ({ ...lead, receivedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() }));
    const kept = await retry({ LEADS_KEEP_DAYS: "30" });
    expect(kept.stdout).toContain("1 sent"); // 3 days old: within 30

    expect(await failing(validSubmission({ message: "Drugi stary lead do usunięcia." }))).toBe(502);
    rewrite((lead) => ({ ...lead, receivedAt: new Date(Date.now() - 3 * 24 * 3600 * 1000).toISOString() }));
    const [old] = records(setup.outbox);
    // No pass yet: a plain read of the store already leaves the expired record out, and removes it.
    const store = new FileLeadStore(setup.outbox, 2, 50 * 1024 * 1024);
    expect((await listAll(store)).records).toEqual([]);
    expect(await store.get(old!.id)).toBeUndefined();
    expect(records(setup.outbox)).toEqual([]);

    const before = setup.working.messages.length;
    const expired = await retry({ LEADS_KEEP_DAYS: "2" });
    expect(expired.stderr).toContain(`lead ${old!.id} expired undelivered after 2 days`);
    expect(expired.stdout).toContain("0 sent, 0 still failing, 1 expired undelivered");
    expect(expired.code).toBe(3);
    // The owner is told by e-mail (no chat is set): the lead's id, never what the visitor wrote.
    expect(setup.working.messages.length).toBe(before + 1);
    const alert = decodeMail(setup.working.messages.at(-1)!);
    expect(alert.headers.subject).toContain("usunięto niedostarczone zgłoszenia");
    expect(alert.text).toContain(old!.id);
    expect(alert.text).not.toMatch(/Kowalska|Drugi stary lead/);
    // Told once: the next pass has nothing new to say.
    expect((await retry({ LEADS_KEEP_DAYS: "2" })).code).toBe(0);
  }, 30_000);

  it("sends only to the recipient configured now, whatever a kept record says", async () => {
    expect(await failing(validSubmission({ message: "Zapis zmieniony przez kogoś z dostępem." }))).toBe(502);
    rewrite((lead) => ({
      ...lead,
      channels: {
        email: {
          ...lead.channels.email!,
          payload: lead.channels.email!.payload.replace("To: biuro@example.com", "To: victim@evil.example"),
        },
      },
    }));
    const before = setup.working.messages.length;
    const result = await retry({ CONTACT_TO: "nowy@example.com" });
    expect(result.stdout).toContain("1 sent");
    expect(setup.working.recipients.slice(before)).toEqual([["nowy@example.com"]]);
  }, 30_000);

  it("reports a late-delivered lead's conversion once, with its event id and submission time, and no IP address", async () => {
    const submittedAt = Math.floor(Date.now() / 1000);
    const submission = validSubmission({
      message: "Konwersja po ponownej wysyłce.",
      eventId: EVENT_ID,
      marketingConsent: true,
    });
    expect(await failing(submission)).toBe(502);
    graph.requests.length = 0;
    const env = { ...capi, META_GRAPH_URL: graph.url };
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
  }, 30_000);

  it("keeps a conversion it cannot send (no Conversions API here) for a pass that can", async () => {
    const submission = validSubmission({
      message: "Konwersja bez konfiguracji.",
      eventId: EVENT_ID,
      marketingConsent: true,
    });
    expect(await failing(submission)).toBe(502);
    graph.requests.length = 0;
    expect((await retry({ META_CAPI_ACCESS_TOKEN: "" })).stdout).toContain("1 sent");
    expect(records(setup.outbox)[0]?.conversion?.sent).toBe(false);
    await retry({ ...capi, META_GRAPH_URL: graph.url });
    expect(graph.requests).toHaveLength(1);
    expect(records(setup.outbox)).toEqual([]);
  }, 30_000);

  it("does not report a conversion older than Meta's 7 days", async () => {
    const submission = validSubmission({
      message: "Stara konwersja, tylko e-mail.",
      eventId: EVENT_ID,
      marketingConsent: true,
    });
    expect(await failing(submission)).toBe(502);
    rewrite((lead) => ({
      ...lead,
      conversion: {
        ...lead.conversion!,
        event: { ...lead.conversion!.event, event_time: Math.floor(Date.now() / 1000) - 8 * 24 * 3600 },
      },
    }));
    graph.requests.length = 0;
    const result = await retry({ ...capi, META_GRAPH_URL: graph.url });
    expect(result.stdout).toContain("1 sent");
    expect(result.stdout).toContain("older than Meta's 7 days");
    expect(graph.requests).toHaveLength(0);
  }, 30_000);
});

describe("on Vercel without REDIS_URL (nor SMTP_URL)", () => {
  it("answers 503 with the not-kept words and says why in the server log, keeping no file even where it could", async () => {
    const outbox = mkdtempSync(path.join(tmpdir(), "leads-vercel-"));
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const { runtime, runDeferred } = testRuntime({ OUTBOX_DIR: outbox, VERCEL: "1" });
      const response = await handleContact(post(validSubmission()), runtime);
      expect(response.status).toBe(503);
      expect(await response.json()).toMatchObject({ error: "not_kept" });
      await runDeferred();
      expect(error.mock.calls.flat().join(" ")).toMatch(
        /NOT KEPT: the store cannot write \(REDIS_URL is not set on Vercel\)/,
      );
      // A function's folder vanishes with it: a lead "kept" there would be a lead lost.
      expect(existsSync(path.join(outbox, "undelivered")) ? records(outbox) : []).toHaveLength(0);
    } finally {
      error.mockRestore();
      rmSync(outbox, { recursive: true, force: true });
    }
  });
});
