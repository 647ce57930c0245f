import { mkdtempSync, readdirSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it, vi } from "vitest";
import { validSubmission } from "@/tests/support/contact-lead";
import { contactRequest, runLeadsRetry, useRetrySetup } from "@/tests/support/lead-retry";
import { handleContact, type ContactDeps } from "./handler";
import { MemoryRateLimiter } from "./rate-limit";
import { createSmtpTransport } from "./transport";
import { leadStoreFromEnv, type UndeliveredLead } from "./undelivered";

const post = (body: unknown) => contactRequest(body, "198.51.100.4");

describe("undelivered leads as files (no REDIS_URL) and npm run leads:retry", () => {
  const setup = useRetrySetup("leads-files-");

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
});

describe("on Vercel without SMTP_URL", () => {
  it("answers 503 and says why in the server log, sending nothing", async () => {
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const send = vi.fn();
    const response = await handleContact(post(validSubmission()), {
      limiter: new MemoryRateLimiter({ limit: 5 }),
      transport: () => ({ kind: "outbox", send }),
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
