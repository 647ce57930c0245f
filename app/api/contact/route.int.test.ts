import { mkdtemp, readdir, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { emptyFormErrors } from "@/tests/support/contact-lead";
import { withTestEnv } from "@/tests/support/test-env";
import { decodeMail } from "@/tests/support/mail-decode";
import { startSilentServer, startSmtpSink, type SmtpSink } from "@/tests/support/smtp-sink";
import { DELETE, GET, POST, PUT } from "./route";

const lead = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan.kowalski@example.com",
  company: "Piekarnia <Złoty Kłos>",
  service: "website",
  budget: "do-1000",
  message: "Potrzebujemy nowej strony dla piekarni & kawiarni.",
  locale: "pl",
  attribution: {
    landingPage: "/?utm_source=google&utm_medium=cpc",
    referrer: "https://www.google.com/",
    utm_source: "google",
    utm_medium: "cpc",
  },
};

let address = 0;
/** Each post is a lead of its own (another message): the same lead sent twice counts once, and is sent once. */
function post(body: unknown, headers: Record<string, string> = {}) {
  address += 1;
  if (typeof body === "object" && body !== null && typeof (body as { message?: unknown }).message === "string") {
    body = { ...body, message: `${(body as { message: string }).message} (${address})` };
  }
  return POST(
    new Request("http://localhost/api/contact", {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": `198.51.100.${address % 250}`, ...headers },
      body: typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
}

let sink: SmtpSink;
// Leads whose delivery fails are kept under OUTBOX_DIR: a temp folder, never the repository's .data.
let keptDir: string;

beforeAll(async () => {
  sink = await startSmtpSink({ reject: /reject550@/ });
  keptDir = await mkdtemp(path.join(tmpdir(), "route-kept-"));
});
afterAll(async () => {
  await sink.close();
  await rm(keptDir, { recursive: true, force: true });
});
withTestEnv(() => ({
  OUTBOX_DIR: keptDir,
  REDIS_URL: undefined,
  CONTACT_DELIVERY: undefined,
  SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
  CONTACT_RATE_LIMIT: "1000",
  CONTACT_TO: "leads@example.com",
  CONTACT_FROM: "Formularz <formularz@example.com>",
}));
beforeEach(() => {
  sink.messages.length = 0;
});

describe("POST /api/contact with SMTP", () => {
  it("delivers a lead with every field, then answers 200 {ok:true}", async () => {
    const response = await post(lead);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(sink.messages).toHaveLength(1);

    const mail = decodeMail(sink.messages[0] ?? "");
    expect(mail.headers.to).toBe("leads@example.com");
    expect(mail.headers.from).toBe("Formularz <formularz@example.com>");
    expect(mail.headers["reply-to"]).toBe("Jan Kowalski <jan.kowalski@example.com>");
    expect(mail.headers.subject).toBe("Nowe zapytanie: Jan Kowalski – Tworzenie stron internetowych");
    for (const line of [
      "E-mail: jan.kowalski@example.com",
      "Firma: Piekarnia <Złoty Kłos>",
      "Usługa: Tworzenie stron internetowych (website)",
      "Budżet: Do 1000 zł (do-1000)",
      "Język strony: polski (pl)",
      "Strona wejścia: /?utm_source=google&utm_medium=cpc",
      "Strona odsyłająca: https://www.google.com/",
      "utm_source: google",
      "utm_medium: cpc",
      "Potrzebujemy nowej strony dla piekarni & kawiarni.",
    ]) {
      expect(mail.text).toContain(line);
    }
    expect(mail.text).toMatch(/Otrzymano: .+ \(Europe\/Warsaw; \d{4}-\d\d-\d\dT/);
    expect(mail.html).toContain("Piekarnia &lt;Złoty Kłos&gt;");
  });

  it("answers 503 when the SMTP server is down, without the message text in the log", async () => {
    const closed = await startSilentServer();
    await closed.close(); // a port nobody listens on
    process.env.SMTP_URL = `smtp://127.0.0.1:${closed.port}`;
    const response = await post(lead);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "delivery_failed" });
    const logged = JSON.stringify(vi.mocked(console.error).mock.calls);
    expect(logged).toContain("ESOCKET");
    expect(logged).not.toContain("piekarni");
  });

  it("answers 502 when the server rejects the message with 550", async () => {
    const response = await post({ ...lead, email: "reject550@example.com" });
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ error: "delivery_failed" });
    expect(sink.messages).toHaveLength(0);
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).toContain("550");
  });

  it("reports a server that never answers within 15 s", async () => {
    const silent = await startSilentServer();
    process.env.SMTP_URL = `smtp://127.0.0.1:${silent.port}`;
    const started = Date.now();
    const response = await post(lead);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(response.status).toBe(503);
    await silent.close();
  }, 20_000);

  it("reports a server that stops answering after the message data within 15 s", async () => {
    const stalling = await startSmtpSink({ hang: true });
    process.env.SMTP_URL = `smtp://127.0.0.1:${stalling.port}`;
    const started = Date.now();
    const response = await post(lead);
    expect(Date.now() - started).toBeLessThan(15_000);
    expect(response.status).toBe(503);
    expect(stalling.messages).toHaveLength(0);
    await stalling.close();
  }, 20_000);

  it("counts a refused lead against the limit like a delivered one (an outage is not a free pass)", async () => {
    process.env.CONTACT_RATE_LIMIT = "2";
    const headers = { "x-forwarded-for": "192.0.2.200" };
    expect((await post({ ...lead, email: "reject550@example.com" }, headers)).status).toBe(502);
    expect((await post(lead, headers)).status).toBe(200);
    const limited = await post(lead, headers);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(590);
    expect(await limited.json()).toMatchObject({ error: "too_many_requests" });
    expect(sink.messages).toHaveLength(1);
  });
});

describe("POST /api/contact input handling", () => {
  it("answers 400 with one Polish message per field by default", async () => {
    const response = await post({});
    expect(response.status).toBe(400);
    expect(((await response.json()) as { errors: unknown }).errors).toEqual(emptyFormErrors.pl);
  });

  it("answers in the body's language, else Accept-Language", async () => {
    const fromBody = await post({ ...lead, firstName: "J", locale: "en" }, { "accept-language": "pl" });
    expect(((await fromBody.json()) as { errors: unknown }).errors).toEqual({
      firstName: "First name must be at least 2 characters",
    });
    const fromHeader = await post(
      { ...lead, firstName: "J", locale: undefined },
      { "accept-language": "en-US,en;q=0.9" },
    );
    expect(((await fromHeader.json()) as { errors: unknown }).errors).toEqual({
      firstName: "First name must be at least 2 characters",
    });
  });

  it("answers 415 to anything but JSON", async () => {
    const response = await POST(new Request("http://localhost/api/contact", { method: "POST", body: "firstName=Jan" }));
    expect(response.status).toBe(415);
    const form = await post("firstName=Jan", { "content-type": "application/x-www-form-urlencoded" });
    expect(form.status).toBe(415);
  });

  it("answers 413 to a body over 32 KiB, declared or not", async () => {
    const big = JSON.stringify({ ...lead, message: "x".repeat(33 * 1024) });
    expect((await post(big)).status).toBe(413);
    const chunked = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 40; i++) controller.enqueue(new TextEncoder().encode(" ".repeat(1024)));
        controller.close();
      },
    });
    const response = await POST(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: chunked,
        duplex: "half",
      } as RequestInit),
    );
    expect(response.status).toBe(413);
    expect(sink.messages).toHaveLength(0);
  });

  it("answers 400, never 500, to malformed input", async () => {
    const bodies = [
      "",
      "{",
      "null",
      "[]",
      '"text"',
      "42",
      '{"firstName":{"$gt":""}}',
      '{"__proto__":{"admin":true}}',
      `{"a":${"[".repeat(5000)}${"]".repeat(5000)}}`,
    ];
    for (const body of bodies) {
      const response = await post(body);
      expect(response.status, body.slice(0, 30)).toBe(400);
      expect(await response.json()).toHaveProperty("errors");
    }
    const binary = await POST(
      new Request("http://localhost/api/contact", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: new Uint8Array([0x7b, 0xc3, 0x28, 0x7d]),
      }),
    );
    expect(binary.status).toBe(400);
    expect(sink.messages).toHaveLength(0);
  });

  it("drops unknown keys and ignores bad attribution instead of losing the lead", async () => {
    const response = await post({
      ...lead,
      admin: true,
      to: "attacker@example.com",
      attribution: { landingPage: 5, utm_source: "x".repeat(999) },
      locale: "xx",
    });
    expect(response.status).toBe(200);
    const mail = decodeMail(sink.messages[0] ?? "");
    expect(mail.headers.to).toBe("leads@example.com");
    expect(mail.text).toContain("Strona wejścia: brak");
    expect(mail.text).not.toContain("attacker");
  });

  it("answers a filled honeypot like a lead, and sends nothing", async () => {
    const response = await post({ ...lead, nw_trap: "http://spam.example" });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ ok: true });
    expect(sink.messages).toHaveLength(0);
  });

  it("answers 429 with Retry-After after CONTACT_RATE_LIMIT accepted submissions; invalid ones do not count", async () => {
    process.env.CONTACT_RATE_LIMIT = "2";
    const headers = { "x-forwarded-for": "192.0.2.100" };
    for (let i = 0; i < 3; i++) expect((await post({}, headers)).status).toBe(400);
    expect((await post(lead, headers)).status).toBe(200);
    expect((await post(lead, headers)).status).toBe(200);
    const limited = await post(lead, headers);
    expect(limited.status).toBe(429);
    expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
    expect((await post(lead, { "x-forwarded-for": "192.0.2.101" })).status).toBe(200);
    expect(sink.messages).toHaveLength(3);
  });

  it("answers 405 to other methods", async () => {
    for (const handler of [GET, PUT, DELETE]) {
      const response = handler();
      expect(response.status).toBe(405);
      expect(response.headers.get("allow")).toBe("POST");
    }
  });
});

describe("POST /api/contact with CONTACT_DELIVERY=smtp", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "smtp-required-"));
    process.env.OUTBOX_DIR = dir;
    process.env.CONTACT_DELIVERY = "smtp";
  });
  // The work after the answer may still be writing the store's bookkeeping.
  afterEach(() => rm(dir, { recursive: true, force: true, maxRetries: 5, retryDelay: 50 }));

  it.each([
    ["missing", undefined],
    ["unparseable", "smtp.example.com:587"],
    ["of another protocol", "https://smtp.example.com"],
  ])("answers 503, never 200, when SMTP_URL is %s, writes no outbox mail and keeps the lead", async (_, smtpUrl) => {
    if (smtpUrl === undefined) delete process.env.SMTP_URL;
    else process.env.SMTP_URL = smtpUrl;
    const response = await post(lead);
    expect(response.status).toBe(503);
    expect(await response.json()).toMatchObject({ error: "delivery_failed" });
    const files = await readdir(dir);
    expect(files.filter((name) => name.endsWith(".eml"))).toEqual([]);
    const kept = await readdir(path.join(dir, "undelivered"));
    expect(kept.filter((name) => name.endsWith(".json") && !name.startsWith("."))).toHaveLength(1);
    expect(JSON.stringify(vi.mocked(console.error).mock.calls)).toMatch(/SMTP_URL/);
  });
});

describe("POST /api/contact without SMTP_URL", () => {
  let dir: string;
  beforeEach(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "outbox-"));
  });
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it("writes one .eml file per lead to OUTBOX_DIR", async () => {
    delete process.env.SMTP_URL;
    process.env.OUTBOX_DIR = path.join(dir, "outbox");
    expect((await post(lead)).status).toBe(200);
    // Beside the .eml files, the store's folders (leads under way, fingerprints of delivered ones).
    const files = (await readdir(process.env.OUTBOX_DIR)).filter((name) => name.endsWith(".eml"));
    expect(files).toHaveLength(1);
    const raw = await readFile(path.join(process.env.OUTBOX_DIR, files[0] ?? ""), "utf8");
    expect(raw).toContain("\r\n");
    const mail = decodeMail(raw);
    expect(mail.headers["reply-to"]).toBe("Jan Kowalski <jan.kowalski@example.com>");
    expect(mail.text).toContain("Potrzebujemy nowej strony dla piekarni & kawiarni.");
  });

  it("defaults to .data/outbox", async () => {
    delete process.env.SMTP_URL;
    delete process.env.OUTBOX_DIR;
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      expect((await post(lead)).status).toBe(200);
      expect((await readdir(path.join(dir, ".data/outbox"))).filter((name) => name.endsWith(".eml"))).toHaveLength(1);
    } finally {
      process.chdir(cwd);
    }
  });
});
