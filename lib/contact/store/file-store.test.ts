import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadRecord } from "@/tests/support/contact-lead";
import { FileLeadStore } from "./file-store";
import { listAll } from "./store";

const DAY_MS = 24 * 60 * 60 * 1000;
let outbox: string;
let store: FileLeadStore;

beforeEach(() => {
  outbox = mkdtempSync(path.join(tmpdir(), "file-store-"));
  store = new FileLeadStore(outbox, 30, 50 * 1024 * 1024);
});
afterEach(() => rmSync(outbox, { recursive: true, force: true }));

const files = () => readdirSync(path.join(outbox, "undelivered")).filter((name) => !name.startsWith("."));

describe("the folder store (one server's leads, without Redis)", () => {
  it("writes a record as one file readable by the site's user alone, and reads it back", async () => {
    const record = leadRecord({ id: "a", fingerprint: "fa" });
    expect(await store.write(record)).toEqual({ kind: "written", dropped: 0 });
    expect(files()).toEqual(["a.json"]);
    expect(statSync(path.join(outbox, "undelivered", "a.json")).mode & 0o777).toBe(0o600);
    expect(await store.get("a")).toEqual(record);
    expect((await listAll(store)).records).toEqual([record]);
  });

  it("recognises the same lead again by its fingerprint, and keeps one record", async () => {
    await store.write(leadRecord({ id: "first", fingerprint: "same" }));
    expect(await store.write(leadRecord({ id: "second", fingerprint: "same" }))).toEqual({
      kind: "duplicate",
      id: "first",
    });
    expect(await store.findByFingerprint("same")).toBe("first");
    expect(files()).toEqual(["first.json"]);
  });

  it("updates a record it holds, and says so when the record is gone meanwhile", async () => {
    const record = leadRecord({ id: "a" });
    await store.write(record);
    expect(await store.update({ ...record, expiryWarned: true })).toBe(true);
    expect((await store.get("a"))?.expiryWarned).toBe(true);
    await store.remove(record);
    expect(await store.update(record)).toBe(false);
    expect(files()).toEqual([]);
  });

  it("lets one worker claim a record at a time; a claim lapses, and only its holder releases or renews it", async () => {
    await store.write(leadRecord({ id: "a" }), { token: "live", ms: 60_000 });
    expect(await store.claim("a", "pass", 60_000)).toBe(false);
    expect(await store.renew("a", "pass", 60_000)).toBe(false);
    await store.release("a", "pass");
    expect(await store.claim("a", "pass", 60_000)).toBe(false);
    expect(await store.renew("a", "live", 60_000)).toBe(true);
    await store.release("a", "live");
    expect(await store.claim("a", "pass", 1)).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await store.claim("a", "another", 60_000)).toBe(true);
  });

  it("removes a record LEADS_KEEP_DAYS after it arrived, and reports it as expired, without its data", async () => {
    const old = leadRecord({
      id: "old",
      fingerprint: "fo",
      receivedAt: new Date(Date.now() - 31 * DAY_MS).toISOString(),
    });
    const fresh = leadRecord({ id: "fresh", fingerprint: "ff" });
    await store.write(old);
    await store.write(fresh);
    expect((await listAll(store)).records.map((record) => record.id)).toEqual(["fresh"]);
    expect(files()).toEqual(["fresh.json"]);
    const [expired, ...others] = await store.expiries(new Date(Date.now() - 60_000));
    expect(others).toEqual([]);
    expect(expired).toMatchObject({ id: "old", channels: ["email"], held: false });
    expect(JSON.stringify(expired)).not.toContain("payload");
  });

  it("lists a record it cannot read instead of throwing, and the others with it", async () => {
    await store.write(leadRecord({ id: "a" }));
    writeFileSync(path.join(outbox, "undelivered", "broken.json"), "{ not json");
    const listed = await listAll(store);
    expect(listed.records.map((record) => record.id)).toEqual(["a"]);
    expect(listed.unreadable).toEqual([{ id: "broken", error: expect.any(String) }]);
  });

  it("gives the pass's lock to one holder at a time, and takes over the lock of a process that is gone", async () => {
    const lease = await store.lock(60_000);
    expect(lease).toBeDefined();
    expect(await store.lock(60_000)).toBeUndefined();
    expect(await lease!.renew()).toBe(true);
    await lease!.release();
    expect(await lease!.renew()).toBe(false);
    const again = await store.lock(60_000);
    expect(again).toBeDefined();
    await again!.release();
    writeFileSync(
      path.join(outbox, ".leads-retry.lock"),
      JSON.stringify({ token: "dead", until: Date.now() + 60_000, pid: 2 ** 22 + 1 }),
    );
    expect(await store.lock(60_000)).toBeDefined();
  });

  it("remembers for a day that a lead got through", async () => {
    expect(await store.wasDelivered("f")).toBe(false);
    await store.markDelivered("f");
    expect(await store.wasDelivered("f")).toBe(true);
  });
});
