// The Meta Conversions API Lead, end to end: the contact handler as the route builds it, a real SMTP server,
// and a real HTTP server standing in for the Graph API.
import { createHash } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { handleContact } from "@/lib/contact/entry/http";
import { createLeadRuntime } from "@/lib/contact/runtime";
import { EnvError, metaCapiConfig, parseEnv } from "@/lib/env";
import { startGraphSink, type GraphSink } from "@/tests/support/graph-sink";
import { decodeMail } from "@/tests/support/mail-decode";
import { startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { withTestEnv } from "@/tests/support/test-env";

const PIXEL = "123456789012345";
const EVENT_ID = "3b241101-e2bb-4255-8caf-4136c566a962";
const UA = "Mozilla/5.0 (X11; Linux x86_64) Chrome/156.0 Safari/537.36";
const sha = (value: string) => createHash("sha256").update(value, "utf8").digest("hex");

const lead = {
  firstName: "  Łucja ",
  lastName: "Nowak-Kowalska",
  email: " Lucja.Nowak@Example.COM ",
  service: "meta-ads",
  budget: "1000-3000",
  message: "Chcemy więcej zapytań z Instagrama.",
  locale: "pl",
  attribution: { landingPage: "/?fbclid=IwAR3abc_DEF-123", fbclid: "IwAR3abc_DEF-123", landingTime: 1_790_000_000_123 },
  eventId: EVENT_ID,
  marketingConsent: true,
};

let smtp: SmtpSink;
let graph: GraphSink;
let deferred: (() => Promise<unknown>)[];

let sent = 0;
/** Each post is a lead of its own (another message): the same lead sent twice counts once, and is sent once. */
function post(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  sent += 1;
  body = { ...body, message: `${String(body.message)} (${sent})` };
  const request = new Request("http://localhost/api/contact", {
    method: "POST",
    headers: {
      "content-type": "application/json",
      "x-forwarded-for": "203.0.113.77",
      "user-agent": UA,
      referer: "https://www.example.pl/meta-ads?utm_source=fb#contact",
      ...headers,
    },
    body: JSON.stringify(body),
  });
  // As Next's after(): the work is kept and run only once the answer exists.
  return handleContact(request, createLeadRuntime(process.env, { defer: (task) => void deferred.push(task) }));
}

async function runDeferred() {
  const tasks = deferred.splice(0);
  await Promise.all(tasks.map((task) => task()));
}

// The store of leads under way lives under OUTBOX_DIR: a temp folder, never the repository's .data.
let outbox: string;
beforeAll(async () => {
  smtp = await startSmtpSink({ reject: /reject550@/ });
  graph = await startGraphSink();
  outbox = mkdtempSync(path.join(tmpdir(), "conversions-"));
});
afterAll(async () => {
  await smtp.close();
  await graph.close();
  rmSync(outbox, { recursive: true, force: true });
});
withTestEnv(() => ({
  OUTBOX_DIR: outbox,
  SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
  CONTACT_RATE_LIMIT: "1000",
  META_CAPI_ACCESS_TOKEN: "test-token",
  META_GRAPH_URL: graph.url,
  NEXT_PUBLIC_META_PIXEL_ID: PIXEL,
  META_CAPI_TEST_EVENT_CODE: undefined,
}));
beforeEach(() => {
  smtp.messages.length = 0;
  graph.requests.length = 0;
  graph.mode = "ok";
  deferred = [];
});

describe("Meta Conversions API Lead", () => {
  it("a delivered lead with marketing consent gives exactly one Lead with the browser's event id and hashed data", async () => {
    process.env.META_CAPI_TEST_EVENT_CODE = "TEST12345";
    const before = Math.floor(Date.now() / 1000);
    const response = await post(lead, {
      cookie: "_fbp=fb.1.1790000000000.1234567890; _fbc=fb.1.1790000000500.IwAR-cookie",
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(graph.requests).toHaveLength(0); // nothing before the answer
    await runDeferred();

    expect(graph.requests).toHaveLength(1);
    const [request] = graph.requests;
    expect(request?.method).toBe("POST");
    expect(request?.path).toBe(`/v-test/${PIXEL}/events`);
    expect(request?.query).toEqual({ access_token: "test-token" });
    expect(request?.headers["content-type"]).toBe("application/json");
    const body = request?.body as { data: Record<string, unknown>[]; test_event_code?: string };
    expect(body.test_event_code).toBe("TEST12345");
    expect(body.data).toHaveLength(1);
    expect(body.data[0]).toEqual({
      event_name: "Lead",
      event_id: EVENT_ID,
      event_time: expect.any(Number),
      action_source: "website",
      event_source_url: "https://www.example.pl/meta-ads?utm_source=fb",
      user_data: {
        em: [sha("lucja.nowak@example.com")],
        fn: [sha("łucja")],
        ln: [sha("nowakkowalska")],
        client_ip_address: "203.0.113.77",
        client_user_agent: UA,
        fbp: "fb.1.1790000000000.1234567890",
        fbc: "fb.1.1790000000500.IwAR-cookie",
      },
      custom_data: { service: "meta-ads", budget: "1000-3000", currency: "PLN" },
    });
    expect(body.data[0]?.event_time).toBeGreaterThanOrEqual(before);
    expect(body.data[0]?.event_time).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(JSON.stringify(vi.mocked(console.info).mock.calls)).toContain("Lead event sent");
  });

  it("builds fbc from the landing fbclid and landing time when the pixel wrote no _fbc; no fbp without _fbp", async () => {
    expect((await post(lead)).status).toBe(200);
    await runDeferred();
    const userData = (graph.requests[0]?.body as { data: { user_data: Record<string, unknown> }[] }).data[0]?.user_data;
    expect(userData?.fbc).toBe("fb.1.1790000000123.IwAR3abc_DEF-123");
    expect(userData).not.toHaveProperty("fbp");
    expect((graph.requests[0]?.body as Record<string, unknown>).test_event_code).toBeUndefined();
  });

  it("leaves the lead e-mail as it was, apart from the channel line and the consent the visitor gave", async () => {
    await post(lead);
    const mail = decodeMail(smtp.messages[0] ?? "");
    expect(mail.text).toContain("Kanał: Meta (kliknięcie reklamy)");
    expect(mail.text).not.toContain("IwAR3abc_DEF-123");
    expect(mail.text).not.toContain(EVENT_ID);
    // The consent trail (issue 35): whether this lead may go back to the ad platforms, never the event sent there.
    expect(mail.text).toContain("Zgoda na pliki cookie marketingowe: tak\n");
    expect(mail.text).not.toMatch(/event|sha256|fbp/i);
  });

  it("sends nothing without marketing consent", async () => {
    expect((await post({ ...lead, marketingConsent: false })).status).toBe(200);
    expect((await post({ ...lead, marketingConsent: undefined })).status).toBe(200);
    await runDeferred();
    expect(smtp.messages).toHaveLength(2);
    expect(graph.requests).toHaveLength(0);
  });

  it("sends nothing for a lead whose delivery failed", async () => {
    const response = await post({ ...lead, email: "reject550@example.com" });
    expect(response.status).toBe(502);
    await runDeferred();
    expect(graph.requests).toHaveLength(0);
  });

  it("sends nothing for a honeypot hit", async () => {
    const response = await post({ ...lead, nw_trap: "http://spam.example" });
    expect(response.status).toBe(200);
    await runDeferred();
    expect(smtp.messages).toHaveLength(0);
    expect(graph.requests).toHaveLength(0);
  });

  it("sends nothing for a 400, and checks the event id and the consent flag themselves", async () => {
    expect((await post({ ...lead, email: "not-an-email" })).status).toBe(400);
    const badId = await post({ ...lead, eventId: "1234" });
    expect(badId.status).toBe(400);
    expect(((await badId.json()) as { errors: unknown }).errors).toEqual({ eventId: expect.any(String) });
    const badFlag = await post({ ...lead, marketingConsent: "yes" });
    expect(badFlag.status).toBe(400);
    expect(((await badFlag.json()) as { errors: unknown }).errors).toEqual({ marketingConsent: expect.any(String) });
    await runDeferred();
    expect(smtp.messages).toHaveLength(0);
    expect(graph.requests).toHaveLength(0);
  });

  it("sends nothing without an access token", async () => {
    delete process.env.META_CAPI_ACCESS_TOKEN;
    expect((await post(lead)).status).toBe(200);
    await runDeferred();
    expect(deferred).toHaveLength(0);
    expect(graph.requests).toHaveLength(0);
  });

  it("a Graph API answering 500: the visitor's 200 is unchanged; one retry, then Meta's code is logged without personal data", async () => {
    graph.mode = "error500";
    const response = await post(lead);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    await runDeferred();
    expect(graph.requests).toHaveLength(2);
    const logged = JSON.stringify(vi.mocked(console.error).mock.calls);
    const leadId = /lead ([0-9a-f-]{36}) delivered/.exec(JSON.stringify(vi.mocked(console.info).mock.calls))?.[1];
    expect(leadId).toBeDefined();
    expect(logged).toContain(`[meta-capi] lead ${leadId}`);
    expect(logged).toContain('\\"status\\":500');
    expect(logged).toContain('\\"code\\":1');
    for (const personal of [
      "ucja",
      "Nowak",
      "example.com",
      "203.0.113.77",
      "test-token",
      sha("lucja.nowak@example.com"),
    ]) {
      expect(logged).not.toContain(personal);
    }
  });

  it("a Graph API that never answers: the visitor is answered first; each try ends at its 5 s deadline and is logged", async () => {
    graph.mode = "hang";
    const response = await post(lead);
    expect(response.status).toBe(200);
    expect(deferred).toHaveLength(1); // the answer exists while the event has not even started
    await runDeferred();
    expect(graph.requests).toHaveLength(2);
    const logged = JSON.stringify(vi.mocked(console.error).mock.calls);
    expect(logged).toContain("Lead event not sent");
    expect(logged).toContain("timeout");
    expect(logged).not.toContain("ucja");
  }, 20_000);
});

describe("Meta Conversions API misconfigured", () => {
  // One validated configuration: a malformed value stops the server at start-up (instrumentation.ts) instead of
  // letting it run half-configured; the error names the variable and never shows its value.
  it("is refused by the configuration, naming the variable and not its value", () => {
    process.env.META_GRAPH_URL = "ftp://graph.example/secret-path";
    process.env.META_CAPI_ACCESS_TOKEN = "EAAB-secret-token";
    let error: unknown;
    try {
      parseEnv({
        ...process.env,
        META_CAPI_ACCESS_TOKEN: "  " + process.env.META_CAPI_ACCESS_TOKEN,
        META_CAPI_TEST_EVENT_CODE: "x".repeat(101),
      });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(EnvError);
    expect((error as EnvError).names.toSorted()).toEqual(["META_CAPI_TEST_EVENT_CODE", "META_GRAPH_URL"]);
    expect((error as Error).message).not.toContain("secret");
    expect(() => metaCapiConfig(process.env)).toThrow(/META_GRAPH_URL/);
  });
});
