import path from "node:path";
import { describe, expect, it } from "vitest";
import { parseEnv } from "@/lib/env";
import { deliveryFromEnv } from "./channels/email/mailer";
import { createLeadRuntime, startupLines } from "./runtime";

const REDIS_URL = "redis://127.0.0.1:6399";
const SECRET = `whsec_${Buffer.from("a".repeat(32)).toString("base64")}`;
/** The lines about where a lead goes (the last one says who retries kept leads). */
const linesOf = (raw: Record<string, string>) => startupLines(createLeadRuntime(raw)).slice(0, -1);

describe("deliveryFromEnv and the start-up lines", () => {
  it("a bare start (no SMTP_URL, nothing required): the outbox, announced as a warning that names the folder", () => {
    const delivery = deliveryFromEnv(parseEnv({ OUTBOX_DIR: "/tmp/leads" }));
    expect(delivery).toEqual({ mode: "outbox", dir: path.resolve("/tmp/leads") });
    const [line] = linesOf({ OUTBOX_DIR: "/tmp/leads" });
    expect(line?.level).toBe("warn");
    expect(line?.text).toContain("leads are written as .eml files to /tmp/leads");
    expect(line?.text).toContain("CONTACT_DELIVERY=smtp");
  });

  it("SMTP_URL set: SMTP, announced with the server but never the password", () => {
    const raw = { SMTP_URL: "smtps://user:secret@smtp.example.com:465", CONTACT_DELIVERY: "smtp" };
    expect(deliveryFromEnv(parseEnv(raw)).mode).toBe("smtp");
    expect(linesOf(raw)).toEqual([
      { level: "info", text: "[contact] leads are sent by SMTP to smtps://smtp.example.com:465" },
    ]);
  });

  it.each([
    [{ CONTACT_DELIVERY: "smtp" }, /CONTACT_DELIVERY=smtp but SMTP_URL is not set/],
    [{ CONTACT_DELIVERY: "smtp", SMTP_URL: "smtp.example.com" }, /SMTP_URL is not a URL like smtps:/],
    [{ SMTP_URL: "mailto:x@example.com" }, /SMTP_URL is not a URL like smtps:/],
    [{ VERCEL: "1", REDIS_URL }, /SMTP_URL is not set on Vercel/],
    [{ VERCEL: "1", REDIS_URL, CONTACT_DELIVERY: "outbox" }, /SMTP_URL is not set on Vercel/],
    [{ CONTACT_DELIVERY: "webhook" }, /CONTACT_DELIVERY=webhook but LEAD_WEBHOOK_URL is not set/],
    [
      { CONTACT_DELIVERY: "webhook", VERCEL: "1", REDIS_URL },
      /CONTACT_DELIVERY=webhook but LEAD_WEBHOOK_URL is not set/,
    ],
  ])("%j: broken, an error at start-up saying every submission gets 503", (raw, problem) => {
    const [line] = linesOf(raw);
    expect(line?.level).toBe("error");
    expect(line?.text).toMatch(problem);
    expect(line?.text).toContain("answered 503");
    expect(line?.text).toContain("kept until it is fixed");
  });

  it("names the webhook and the chat by their host only: a receiver's path and credentials are its secret", () => {
    const raw = {
      SMTP_URL: "smtp://mail.example.com:25",
      LEAD_WEBHOOK_URL: "https://user:pass@hook.eu1.make.com/abcdefsecretpath",
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_NOTIFY_URL: "https://hooks.slack.com/services/T000/B000/secretpart",
    };
    const text = linesOf(raw)
      .map((line) => line.text)
      .join("\n");
    expect(text).toContain("hook.eu1.make.com");
    expect(text).toContain("hooks.slack.com");
    expect(text).not.toMatch(/secretpath|secretpart|user|pass|whsec/);
    const webhookOnly = linesOf({
      CONTACT_DELIVERY: "webhook",
      LEAD_WEBHOOK_URL: "https://n8n.example.com/webhook/x",
      LEAD_WEBHOOK_SECRET: SECRET,
    });
    expect(webhookOnly).toEqual([
      {
        level: "info",
        text: "[contact] leads are sent to the webhook at n8n.example.com (signed); the answer waits for it",
      },
    ]);
    const channels = createLeadRuntime({
      CONTACT_DELIVERY: "webhook",
      LEAD_WEBHOOK_URL: "https://n8n.example.com/webhook/x",
      LEAD_WEBHOOK_SECRET: SECRET,
    }).channels;
    expect(channels.map((channel) => channel.name)).toEqual(["webhook"]);
  });
});

describe("Vercel without REDIS_URL", () => {
  it("refuses the lead path as it refuses it without SMTP_URL: nothing there could keep a lead", () => {
    const [line] = linesOf({ VERCEL: "1", SMTP_URL: "smtps://user:secret@smtp.example.com:465" });
    expect(line).toEqual({
      level: "error",
      text: "[contact] REDIS_URL is not set on Vercel: nothing can keep a lead, so every submission is answered 503 with the e-mail address and phone until it is set",
    });
  });
});

describe("who retries kept leads, said at start-up", () => {
  const last = (raw: Record<string, string>) => startupLines(createLeadRuntime(raw)).at(-1)?.text;
  it("a long-running server, every LEADS_RETRY_SECONDS; not with 0; on Vercel, the cron route once CRON_SECRET is set", () => {
    expect(last({})).toContain("retried by this server every 300 s");
    expect(last({ LEADS_RETRY_SECONDS: "0" })).toContain("run `npm run leads:retry` on a schedule");
    expect(last({ VERCEL: "1", REDIS_URL })).toContain("not enabled: CRON_SECRET is not set");
    expect(last({ VERCEL: "1", REDIS_URL, CRON_SECRET: "a-long-random-secret" })).toMatch(
      /retried by \/api\/cron\/leads$/,
    );
  });
});
