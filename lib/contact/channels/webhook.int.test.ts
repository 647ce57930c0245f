// Leads into a CRM and a team chat: a signed webhook per lead against a real local receiver that verifies every
// request with standardwebhooks' Webhook.verify, kept and retried like e-mail by the real leads:retry script.
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { Webhook } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { contactRequest, runLeadsRetry } from "@/tests/support/lead-retry";
import { decodeMail } from "@/tests/support/mail-decode";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { startWebhookReceiver, type ReceivedHook, type WebhookReceiver } from "@/tests/support/webhook-receiver";
import { testRuntime } from "@/tests/support/lead-runtime";
import { webhookChannel } from "./webhook";
import { handleContact } from "../entry/http";
import { runPass } from "../flow/pass";
import type { LeadRecord } from "../store/record";
import type { LeadRuntime } from "../runtime";

const secretOf = () => `whsec_${randomBytes(32).toString("base64")}`;
const SECRET = secretOf();

let receiver: WebhookReceiver;
let chat: WebhookReceiver;
let smtp: SmtpSink;
let outbox: string;
const deferred: (() => Promise<void>)[] = [];
/** Every site's work after the answer, as Next's after() runs it once the answer is out. */
const runDeferred = async () => {
  for (const run of deferred) await run();
};
const logs: string[] = [];

beforeAll(async () => {
  receiver = await startWebhookReceiver(SECRET);
  chat = await startWebhookReceiver(secretOf());
  smtp = await startSmtpSink();
});
afterAll(async () => {
  await receiver.close();
  await chat.close();
  await smtp.close();
});
beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), "leads-webhook-"));
  deferred.length = 0;
  receiver.requests.length = 0;
  receiver.mode = { kind: "ok" };
  chat.requests.length = 0;
  logs.length = 0;
  for (const level of ["info", "warn", "error", "log"] as const) {
    vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void logs.push(args.map(String).join(" ")));
  }
});
afterEach(() => {
  rmSync(outbox, { recursive: true, force: true });
  vi.restoreAllMocks();
});

/**
 * The site as configured by these variables (SMTP, the webhook, the chat), its webhook given a 1 s deadline so a
 * hanging receiver fails fast, and its work after the answer run by the test (as Next's after() runs it).
 */
function site(env: Record<string, string | undefined> = {}): LeadRuntime {
  const url = env.LEAD_WEBHOOK_URL ?? receiver.url;
  const built = testRuntime({
    OUTBOX_DIR: outbox,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    LEAD_WEBHOOK_URL: url,
    LEAD_WEBHOOK_SECRET: SECRET,
    LEAD_NOTIFY_URL: chat.url,
    ...env,
  });
  deferred.push(built.runDeferred);
  const channels = built.runtime.channels.map((channel) =>
    channel.name === "webhook" ? webhookChannel({ url, secret: SECRET, timeoutMs: 1000 }) : channel,
  );
  return { ...built.runtime, channels };
}

const post = (body: unknown, extra: Record<string, string> = {}) => {
  const request = contactRequest(body, "198.51.100.77");
  for (const [name, value] of Object.entries(extra)) request.headers.set(name, value);
  return request;
};

const kept = () =>
  readdirSync(path.join(outbox, "undelivered"))
    .filter((name) => name.endsWith(".json") && !name.startsWith("."))
    .map((name) => JSON.parse(readFileSync(path.join(outbox, "undelivered", name), "utf8")) as LeadRecord);

const retry = (extra: Record<string, string> = {}, args?: string[]) =>
  runLeadsRetry(
    { REDIS_URL: "", OUTBOX_DIR: outbox, LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET, ...extra },
    smtp.port,
    args,
  );

const verifiedIds = (requests: ReceivedHook[]) =>
  requests.filter((request) => request.verified).map((request) => request.headers["webhook-id"]);

describe("a signed webhook per lead", () => {
  it("a delivered lead gives exactly one verified request, after the answer, with the lead's fields and nothing more", async () => {
    const submission = validSubmission({
      company: "Kwiaciarnia <Róża>",
      attribution: {
        landingPage: "/google-ads?utm_source=google&utm_medium=cpc&gclid=Cj0abc",
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_medium: "cpc",
        gclid: "Cj0abc",
      },
    });
    const response = await handleContact(
      post(submission, {
        referer: "http://localhost:3000/google-ads?utm_source=google#contact",
        "user-agent": "Agent/1.0",
      }),
      site(),
    );
    expect(response.status).toBe(200);
    expect(receiver.requests).toHaveLength(0); // the visitor does not wait for the CRM
    await runDeferred();

    expect(receiver.requests).toHaveLength(1);
    const [hook] = receiver.requests;
    expect(hook?.verified).toBe(true);
    const leadId = decodeMail(smtp.messages.at(-1)!).headers["x-lead-id"];
    expect(hook?.headers["webhook-id"]).toBe(leadId);
    expect(hook?.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
    expect(hook?.payload).toMatchObject({
      type: "lead.created",
      data: {
        id: leadId,
        language: "pl",
        firstName: "Anna",
        lastName: "Kowalska",
        email: "anna.kowalska@example.com",
        company: "Kwiaciarnia <Róża>",
        service: "google-ads",
        budget: "1000-3000",
        message: submission.message,
        labels: { service: "Kampanie Google Ads", budget: "1000–3000 zł" },
        page: "/google-ads?utm_source=google",
        consent: { marketing: false },
        attribution: {
          channel: "Google Ads (kliknięcie reklamy)",
          landingPage: "/google-ads?utm_source=google&utm_medium=cpc",
          utm_source: "google",
          utm_medium: "cpc",
          clickIds: { gclid: true },
        },
      },
    });
    // No address, no browser, and no click id's value (the channel alone is its purpose here).
    expect(hook?.body).not.toMatch(/198\.51\.100\.77|Agent\/1\.0|Cj0abc/);
  });

  it("carries the marketing consent the visitor had when sending: the consent trail of the lead", async () => {
    const submission = validSubmission({ message: "Zgoda marketingowa w webhooku.", marketingConsent: true });
    await handleContact(post(submission), site());
    await runDeferred();
    expect(receiver.requests.at(-1)?.payload).toMatchObject({ data: { consent: { marketing: true } } });
  });

  it("cannot be verified with another secret", async () => {
    await handleContact(post(validSubmission({ message: "Sprawdzenie podpisu innym sekretem." })), site());
    await runDeferred();
    const [hook] = receiver.requests;
    expect(hook?.verified).toBe(true);
    expect(() => new Webhook(secretOf()).verify(hook!.body, hook!.headers as Record<string, string>)).toThrow();
  });

  it("pings the chat once per lead with who, what and where from, never the message", async () => {
    const submission = validSubmission({ message: "Treść, której czat nie powinien zobaczyć." });
    await handleContact(post(submission), site());
    await runDeferred();
    expect(chat.requests).toHaveLength(1);
    const { text } = JSON.parse(chat.requests[0]!.body) as { text: string };
    expect(text).toContain("`Anna Kowalska` (`Piekarnia Kowalscy`)");
    expect(text).toContain("Kampanie Google Ads");
    expect(text).toContain("1000–3000 zł");
    expect(text).not.toContain("czat nie powinien");
    expect(text).not.toMatch(/https?:/);
  });

  it("lets no visitor ping the channel or post a link through the chat line (a name @channel, a company URL, a utm @everyone)", async () => {
    const submission = validSubmission({
      firstName: "@channel",
      lastName: "@all",
      company: "Faktura: https://evil.example/pay `@here`",
      attribution: { utm_source: "@everyone", utm_medium: "<!channel>" },
    });
    await handleContact(post(submission), site());
    await runDeferred();
    expect(chat.requests).toHaveLength(1);
    const { text } = JSON.parse(chat.requests[0]!.body) as { text: string };
    for (const mention of ["@channel", "@all", "@here", "@everyone", "<!channel>"]) expect(text).not.toContain(mention);
    expect(text).not.toMatch(/https?:\/\//);
    // Still readable: the words are there, as inline code, with a joiner after each @.
    expect(text).toContain("`@\u200dchannel @\u200dall` (`Faktura: https[:]//evil.example/pay '@\u200dhere'`)");
    expect(text).toContain("@\u200deveryone / &lt;!channel&gt;");
  });

  for (const [name, mode] of [
    ["is down", "down"],
    ["hangs past the deadline", "hang"],
    ["answers 500", "500"],
  ] as const) {
    it(`is kept when the receiver ${name}, and leads:retry delivers it once, with the same webhook-id, after it recovers`, async () => {
      if (mode === "down") await receiver.down();
      if (mode === "hang") receiver.mode = { kind: "hang" };
      if (mode === "500") receiver.mode = { kind: "status", status: 500 };
      const response = await handleContact(
        post(validSubmission({ message: `Odbiorca ${mode}, lead czeka na ponowienie.` })),
        site(),
      );
      expect(response.status).toBe(200); // e-mail is the primary channel: delivered
      await runDeferred();
      const [record] = kept();
      expect(record?.channels.webhook?.status).toBe("pending");
      expect(Object.keys(record!.channels)).toEqual(["webhook"]); // e-mail and chat went out: only the webhook waits
      const firstId = mode === "down" ? undefined : receiver.requests[0]?.headers["webhook-id"];
      if (mode === "down") await receiver.up();
      receiver.mode = { kind: "ok" };
      receiver.requests.length = 0;
      const mailsBefore = smtp.messages.length;

      const result = await retry();
      expect(result.stdout).toContain("1 sent, 0 still failing");
      expect(verifiedIds(receiver.requests)).toEqual([record!.id]);
      if (firstId) expect(firstId).toBe(record!.id);
      expect(smtp.messages.length).toBe(mailsBefore); // the e-mail is never sent twice
      expect((await retry()).stdout).toContain("0 sent");
      expect(receiver.requests).toHaveLength(1);
    }, 60_000);
  }

  it("retries any other answer than 2xx (an automation tool's 404 is a setting someone will fix) and delivers once it is fixed", async () => {
    receiver.mode = { kind: "status", status: 404 };
    await handleContact(post(validSubmission({ message: "Odbiorca wyłączony, 404, potem naprawiony." })), site());
    await runDeferred();
    const [record] = kept();
    expect(record?.channels.webhook).toMatchObject({
      status: "pending",
      attempts: 1,
      lastError: "the receiver answered 404",
    });
    receiver.mode = { kind: "ok" };
    const result = await retry();
    expect(result.stdout).toContain("1 sent");
    expect(verifiedIds(receiver.requests)).toEqual([record!.id, record!.id]);
    expect(kept()).toEqual([]);
  }, 60_000);

  it("stops only at 410 Gone: kept for the owner, who is told, and sent again with --refused", async () => {
    receiver.mode = { kind: "status", status: 410 };
    await handleContact(post(validSubmission({ message: "Odbiorca usunięty, 410 Gone." })), site());
    await runDeferred();
    const [record] = kept();
    expect(record?.channels.webhook?.status).toBe("refused");
    expect(logs.join("\n")).toContain(`lead ${record!.id} not delivered (webhook, try 1): the receiver answered 410`);
    receiver.mode = { kind: "ok" };
    const mails = smtp.messages.length;
    const chats = chat.requests.length;
    const pass = await retry({ LEAD_NOTIFY_URL: chat.url });
    expect(pass.code).toBe(3); // a refused lead needs a person
    expect(receiver.requests).toHaveLength(1); // not retried by a plain pass
    // The alert names the lead by id, never what the visitor wrote; the chat works, so it goes there.
    expect(chat.requests.length).toBe(chats + 1);
    const alert = JSON.parse(chat.requests.at(-1)!.body) as { text: string };
    expect(alert.text).toContain(record!.id);
    expect(alert.text).toContain("--refused");
    expect(alert.text).not.toMatch(/Kowalska|usunięty/);
    expect(smtp.messages.length).toBe(mails);
    // Told once: the next pass does not tell again.
    await retry({ LEAD_NOTIFY_URL: chat.url });
    expect(chat.requests.length).toBe(chats + 1);
    const again = await retry({}, ["--refused"]);
    expect(again.stdout).toContain("1 sent");
    expect(verifiedIds(receiver.requests)).toEqual([record!.id, record!.id]);
    expect(kept()).toEqual([]);
  }, 60_000);

  it("delivers each kept lead exactly once when two retry runs start at once", async () => {
    await receiver.down();
    for (let n = 0; n < 3; n++)
      await handleContact(post(validSubmission({ message: `Kolejka numer ${n} dla dwóch przebiegów.` })), site());
    await runDeferred();
    await receiver.up();
    // A slow receiver: the first run still holds its lock when the second one starts.
    receiver.mode = { kind: "ok", delayMs: 2000 };
    receiver.requests.length = 0;
    const ids = kept()
      .map((record) => record.id)
      .sort();
    expect(ids).toHaveLength(3);
    const runs = await Promise.all([retry(), retry()]);
    expect(runs.map((run) => run.stderr).join("\n")).toContain("another pass holds the lock");
    expect(verifiedIds(receiver.requests).sort()).toEqual(ids);
  }, 60_000);
});

describe("CONTACT_DELIVERY=webhook (a site without SMTP)", () => {
  const webhookOnly = () =>
    site({ CONTACT_DELIVERY: "webhook", SMTP_URL: undefined, LEAD_NOTIFY_URL: undefined, REDIS_URL: undefined });

  it("answers 200 only once the receiver answered 2xx, and sends no e-mail", async () => {
    const mails = smtp.messages.length;
    const response = await handleContact(
      post(validSubmission({ message: "Tylko webhook, bez poczty." })),
      webhookOnly(),
    );
    expect(response.status).toBe(200);
    expect(verifiedIds(receiver.requests)).toHaveLength(1); // before the answer
    await runDeferred();
    expect(smtp.messages.length).toBe(mails);
    expect(readdirSync(outbox).filter((name) => name.endsWith(".eml"))).toEqual([]);
  });

  it("answers 503 while the receiver is down and keeps the lead, which leads:retry delivers without SMTP", async () => {
    await receiver.down();
    const response = await handleContact(
      post(validSubmission({ message: "Webhook nie działa, lead zostaje." })),
      webhookOnly(),
    );
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "delivery_failed" });
    await runDeferred();
    const [record] = kept();
    expect(record?.primary).toBe("webhook");
    expect(record?.channels.webhook?.status).toBe("pending");
    await receiver.up();
    const result = await runLeadsRetry(
      { REDIS_URL: "", OUTBOX_DIR: outbox, SMTP_URL: "", LEAD_WEBHOOK_URL: receiver.url, LEAD_WEBHOOK_SECRET: SECRET },
      smtp.port,
    );
    expect(result.stdout).toContain("1 sent");
    expect(verifiedIds(receiver.requests)).toEqual([record!.id]);
  }, 30_000);
});

describe("a flood on a site without e-mail", () => {
  const flood = async (runtime: LeadRuntime, count: number) => {
    for (let n = 0; n <= count; n++) {
      const request = contactRequest(
        validSubmission({ email: `osoba${n}@example.com`, message: `Zapytanie z zalewu numer ${n}.` }),
        `198.51.${70 + Math.floor(n / 4)}.${n + 1}`,
      );
      expect((await handleContact(request, runtime)).status).toBe(200);
    }
    await runDeferred();
  };

  it("sends each held lead as the ordinary lead.created a recipe reads, marked held, under its own id, twenty a pass", async () => {
    const runtime = site({ CONTACT_DELIVERY: "webhook", SMTP_URL: undefined, CONTACT_SITE_LIMIT: "1" });
    await flood(runtime, 30);
    expect(receiver.requests.filter((request) => request.verified)).toHaveLength(1);
    const held = kept().filter((record) => record.held);
    expect(held).toHaveLength(30);
    const chatBefore = chat.requests.length;

    const first = await runPass(runtime, { now: true });
    expect(first.digested).toBe(20);
    // The next pass goes on where this one stopped, without waiting an hour.
    const second = await runPass(runtime);
    expect(second.digested).toBe(10);
    const sent = receiver.requests.slice(1);
    expect(sent).toHaveLength(30);
    expect(sent.every((request) => request.verified)).toBe(true);
    const bodies = sent.map((request) => JSON.parse(request.body) as { type: string; data: Record<string, unknown> });
    expect(new Set(bodies.map((body) => body.type))).toEqual(new Set(["lead.created"]));
    expect(bodies.every((body) => body.data.held === true)).toBe(true);
    // Oldest first, each under its own id, as a receiver built from the README's recipes reads a lead.
    const order = [...held].sort((a, b) => a.receivedAt.localeCompare(b.receivedAt)).map((record) => record.id);
    expect(sent.map((request) => request.headers["webhook-id"])).toEqual(order);
    expect(bodies.map((body) => body.data.id)).toEqual(order);
    expect(bodies.map((body) => body.data.email).sort()).toEqual(
      Array.from({ length: 30 }, (_, n) => `osoba${n + 1}@example.com`).sort(),
    );
    const lines = chat.requests.slice(chatBefore).map((request) => (JSON.parse(request.body) as { text: string }).text);
    expect(lines.filter((text) => text.includes("wysłaliśmy do the webhook at"))).toHaveLength(2);
    expect(lines.some((text) => /przekaza/.test(text))).toBe(false);
    expect(lines.filter((text) => text.startsWith("Nowe zapytanie"))).toHaveLength(0);
    expect(kept()).toEqual([]);
  }, 60_000);

  it("one lead the receiver fails does not hold back the others; failed again on the next pass, it is refused alone", async () => {
    const runtime = site({ CONTACT_DELIVERY: "webhook", SMTP_URL: undefined, CONTACT_SITE_LIMIT: "1" });
    await flood(runtime, 6);
    receiver.mode = { kind: "status", status: 500, when: (body) => body.includes("osoba3@example.com") };
    expect((await runPass(runtime, { now: true })).digested).toBe(5);
    expect(kept().map((record) => record.held?.values.email)).toEqual(["osoba3@example.com"]);
    expect(kept()[0]?.held?.refused).toBeUndefined();
    await runPass(runtime, { now: true });
    const [left] = kept();
    expect(left?.held?.refused?.reason).toBe("the receiver answered 500");
    const tries = receiver.requests.length;
    await runPass(runtime, { now: true });
    expect(receiver.requests).toHaveLength(tries);
  }, 60_000);

  it("a receiver that is down stops the held leads after two tries a pass, and they wait, none refused", async () => {
    const runtime = site({ CONTACT_DELIVERY: "webhook", SMTP_URL: undefined, CONTACT_SITE_LIMIT: "1" });
    await flood(runtime, 6);
    receiver.mode = { kind: "status", status: 503 };
    const before = receiver.requests.length;
    expect((await runPass(runtime, { now: true })).digested).toBe(0);
    expect(receiver.requests.length - before).toBe(2);
    expect(kept().filter((record) => record.held && !record.held.refused)).toHaveLength(6);
  }, 60_000);
});

describe("the logs", () => {
  it("never show the secret or a URL's credentials", async () => {
    const credentialed = receiver.url.replace("http://", "http://crm-user:crm-pass@");
    await receiver.down();
    await handleContact(
      post(validSubmission({ message: "Sprawdzenie dzienników bez sekretów." })),
      site({ LEAD_WEBHOOK_URL: credentialed }),
    );
    await runDeferred();
    await receiver.up();
    const result = await retry({ LEAD_WEBHOOK_URL: credentialed });
    expect(result.stdout).toContain("1 sent");
    expect(receiver.requests.at(-1)?.headers.authorization).toBe(
      `Basic ${Buffer.from("crm-user:crm-pass").toString("base64")}`,
    );
    for (const text of [logs.join("\n"), result.stdout, result.stderr]) {
      expect(text).not.toContain(SECRET);
      expect(text).not.toContain(SECRET.slice(6, 30));
      expect(text).not.toMatch(/crm-user|crm-pass/);
    }
  }, 30_000);
});
