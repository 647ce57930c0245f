// The lead's core without a server, SMTP or Redis: write first, then the retry pass on its back-off, with a clock
// the test moves. The integration suite runs the same flow against real receivers.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import type { Channel, ChannelResult } from "../channels/channel";
import type { Owner } from "../owner/owner";
import { createLeadRuntime, type LeadRuntime } from "../runtime";
import { FileLeadStore } from "../store/file-store";
import type { LeadRecord } from "../store/record";
import { listAll } from "../store/store";
import { runPass } from "./pass";
import { submitLead } from "./submit";

const MINUTE = 60_000;
let outbox: string;
let store: FileLeadStore;
let clock: number;
let deferred: (() => Promise<unknown>)[];

/** A channel that answers with the next scripted result (delivered once the script runs out) and records its sends. */
function scripted(name: string, results: ChannelResult[]): Channel & { sent: string[] } {
  const sent: string[] = [];
  return {
    name,
    target: `the test's ${name}`,
    sent,
    render: async (lead) => `payload of ${lead.id}`,
    async send(payload) {
      sent.push(payload);
      return results.shift() ?? { kind: "delivered" };
    },
  };
}

function runtimeWith(channels: Channel[]): LeadRuntime {
  return createLeadRuntime(
    { OUTBOX_DIR: outbox, CONTACT_RATE_LIMIT: "1000" },
    {
      channels,
      primary: channels[0]!.name,
      store,
      now: () => new Date(clock),
      defer: (task) => void deferred.push(task),
    },
  );
}

async function submit(runtime: LeadRuntime) {
  const outcome = await submitLead(
    validSubmission(),
    { locale: "pl", headers: new Headers({ "x-forwarded-for": "203.0.113.7" }) },
    runtime,
  );
  while (deferred.length > 0) await Promise.all(deferred.splice(0).map((task) => task()));
  return outcome;
}

const kept = async (): Promise<LeadRecord[]> => (await listAll(store)).records;
const failing: ChannelResult = { kind: "retry", reason: "the receiver answered 503", status: 503 };

beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), "lead-flow-"));
  store = new FileLeadStore(outbox, 30, 50 * 1024 * 1024);
  clock = Date.now();
  deferred = [];
  vi.spyOn(console, "info").mockImplementation(() => {});
  vi.spyOn(console, "warn").mockImplementation(() => {});
  vi.spyOn(console, "error").mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
  rmSync(outbox, { recursive: true, force: true });
});

describe("write first", () => {
  it("keeps a lead whose primary channel failed, with the payload it will send again, and answers 503", async () => {
    const email = scripted("email", [failing]);
    const outcome = await submit(runtimeWith([email]));
    expect(outcome).toEqual({ kind: "failed", status: 503 });
    const [record] = await kept();
    expect(record?.channels.email).toMatchObject({ status: "pending", attempts: 1, payload: email.sent[0] });
    expect(record?.channels.email?.nextAttemptAt).toBe(new Date(clock + MINUTE).toISOString());
  });

  it("leaves nothing behind once every channel has the lead; a channel that failed after the answer stays", async () => {
    const email = scripted("email", []);
    const webhook = scripted("webhook", [failing]);
    const outcome = await submit(runtimeWith([email, webhook]));
    expect(outcome).toMatchObject({ kind: "accepted", leadId: expect.any(String) });
    const records = await kept();
    expect(records).toHaveLength(1);
    expect(Object.keys(records[0]!.channels)).toEqual(["webhook"]);
  });

  it("writes the record before the channel is tried: a channel reading the store finds its lead there", async () => {
    let seen: LeadRecord[] = [];
    const email: Channel = {
      name: "email",
      target: "the test's email",
      render: async () => "payload",
      send: async () => {
        seen = await kept();
        return { kind: "delivered" };
      },
    };
    await submit(runtimeWith([email]));
    expect(seen).toHaveLength(1);
    expect(await kept()).toEqual([]);
  });
});

describe("the retry pass", () => {
  it("waits for each try's time on the back-off (1 min, 5 min, 30 min), then delivers and removes the lead", async () => {
    const email = scripted("email", [failing, failing, failing]);
    const runtime = runtimeWith([email]);
    await submit(runtime);
    expect(email.sent).toHaveLength(1);

    expect(await runPass(runtime)).toMatchObject({ ran: true, sent: 0, failing: 0, waiting: 1 });
    clock += MINUTE;
    expect(await runPass(runtime)).toMatchObject({ sent: 0, failing: 1 });
    expect((await kept())[0]?.channels.email).toMatchObject({
      attempts: 2,
      nextAttemptAt: new Date(clock + 5 * MINUTE).toISOString(),
    });
    clock += 4 * MINUTE;
    expect(await runPass(runtime)).toMatchObject({ sent: 0, waiting: 1 });
    clock += MINUTE;
    expect(await runPass(runtime)).toMatchObject({ failing: 1 });
    expect((await kept())[0]?.channels.email?.nextAttemptAt).toBe(new Date(clock + 30 * MINUTE).toISOString());
    clock += 30 * MINUTE;
    expect(await runPass(runtime)).toMatchObject({ sent: 1, failing: 0 });
    expect(email.sent).toHaveLength(4);
    expect(new Set(email.sent).size).toBe(1);
    expect(await kept()).toEqual([]);
  });

  it("does nothing while another pass holds the lock", async () => {
    const runtime = runtimeWith([scripted("email", [failing])]);
    await submit(runtime);
    const lease = await store.lock(60_000);
    try {
      expect(await runPass(runtime, { now: true })).toMatchObject({ ran: false, sent: 0 });
    } finally {
      await lease?.release();
    }
    expect(await runPass(runtime, { now: true })).toMatchObject({ ran: true, sent: 1 });
  });
});

describe("the held leads' digest", () => {
  /** The owner's mailbox behind a server that answers with the next scripted failure (accepts once they run out). */
  function mailbox(failures: unknown[], delayMs = 0): Owner & { sent: string[]; tries: number } {
    const box = {
      mailbox: "biuro@example.com",
      reachableByMail: true,
      sent: [] as string[],
      tries: 0,
      render: async (message: { subject?: unknown; text?: unknown }) =>
        `${String(message.subject)}\n${String(message.text)}`,
      async send(raw: string) {
        box.tries++;
        if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
        const failure = failures.shift();
        if (failure) throw failure;
        box.sent.push(raw);
      },
      chat: async () => false,
      alert: async () => false,
    };
    return box;
  }
  /** What the mail server's refusal of the site's sign-in looks like when it crosses from another bundle. */
  const signIn = Object.assign(new Error("delivery failed (smtp EAUTH 535)"), {
    kind: "delivery",
    status: 502,
    detail: { transport: "smtp", code: "EAUTH", responseCode: 535, enhanced: "5.7.8", command: "AUTH" },
  });
  const heldLead = (n: number) =>
    store.write({
      id: `held-${n}`,
      receivedAt: new Date(clock - 60_000 + n).toISOString(),
      fingerprint: `fp-${n}`,
      primary: "email",
      channels: {},
      held: {
        values: validSubmission({ message: `Zatrzymane ${n}.` }) as never,
        locale: "pl",
        attribution: {},
        network: `198.51.${n}.0/24`,
      },
    });
  const withOwner = (owner: Owner, settings: Partial<LeadRuntime["settings"]> = {}) =>
    createLeadRuntime(
      { OUTBOX_DIR: outbox },
      { store, owner, now: () => new Date(clock), defer: (task) => void deferred.push(task), settings },
    );

  it("stops at a sign-in refusal and tries again after 1, 5 and 30 minutes, then hourly: one try each", async () => {
    for (let n = 0; n < 5; n++) await heldLead(n);
    const owner = mailbox([signIn, signIn, signIn, signIn, signIn]);
    const runtime = withOwner(owner);
    const tries = async (minutes: number) => {
      clock += minutes * MINUTE;
      await runPass(runtime);
      return owner.tries;
    };
    expect(await tries(0)).toBe(1);
    expect(await tries(0.9)).toBe(1);
    expect(await tries(0.2)).toBe(2);
    expect(await tries(4.9)).toBe(2);
    expect(await tries(0.2)).toBe(3);
    expect(await tries(29.9)).toBe(3);
    expect(await tries(0.2)).toBe(4);
    expect(await tries(59.9)).toBe(4);
    expect(await tries(0.2)).toBe(5);
    expect(await tries(60)).toBe(6);
    expect(owner.sent).toHaveLength(1);
    expect((await kept()).filter((record) => record.held)).toHaveLength(0);
  });

  it("cut by the pass's deadline, it goes on at the next pass, oldest first, each lead once", async () => {
    for (let n = 0; n < 12; n++) await heldLead(n);
    const owner = mailbox([], 40);
    // About three held leads a part, and time for about two parts a pass.
    const runtime = withOwner(owner, { digestBytes: 24_000 });
    await runPass(runtime, { deadlineMs: 60 });
    const first = owner.sent.length;
    expect(first).toBeGreaterThan(0);
    expect((await kept()).length).toBeGreaterThan(0);
    for (let i = 0; i < 10 && (await kept()).length > 0; i++) await runPass(runtime, { deadlineMs: 60 });
    expect(await kept()).toEqual([]);
    const all = owner.sent.join("\n");
    for (let n = 0; n < 12; n++) expect(all.split(`Zatrzymane ${n}.`)).toHaveLength(2);
    expect(all.indexOf("Zatrzymane 0.")).toBeLessThan(all.indexOf("Zatrzymane 11."));
  });
});
