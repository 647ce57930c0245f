import { mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { leadRecord, validSubmission } from "@/tests/support/contact-lead";
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

  const held = (n: number, network: string, at = Date.now() - 60_000 + n) =>
    leadRecord({
      id: `h${n}`,
      fingerprint: `fh${n}`,
      receivedAt: new Date(at).toISOString(),
      channels: {},
      held: { values: validSubmission() as never, locale: "pl", attribution: {}, network },
    });

  it("makes room with the newest held lead of the network holding the most: its first lead, from before, stays", async () => {
    const bytes = Buffer.byteLength(JSON.stringify(held(1, "198.51.100.0/24")));
    const small = new FileLeadStore(outbox, 30, bytes * 4 + 10);
    for (const n of [1, 2, 3]) await small.write(held(n, "198.51.100.0/24"));
    await small.write(held(4, "203.0.113.0/24"));
    expect(await small.write(held(5, "192.0.2.0/24"))).toEqual({ kind: "written", dropped: 1 });
    expect(files().sort()).toEqual(["h1.json", "h2.json", "h4.json", "h5.json"]);
    expect(await small.dropped()).toEqual({ "198.51.100.0/24": 1 });
    expect((await small.counts()).held).toBe(4);
  });

  it("reads by time, oldest first, held leads apart from the others", async () => {
    await store.write(held(2, "198.51.100.0/24", Date.now() - 1000));
    await store.write(held(1, "198.51.100.0/24", Date.now() - 5000));
    await store.write(leadRecord({ id: "live", fingerprint: "fl" }));
    const ids = async (kind: "live" | "held") => {
      const seen: string[] = [];
      for await (const page of store.read(kind, 1)) seen.push(...page.records.map((record) => record.id));
      return seen;
    };
    expect(await ids("held")).toEqual(["h1", "h2"]);
    expect(await ids("live")).toEqual(["live"]);
  });

  it("shares its index between processes through a journal: each reads only what the other appended", async () => {
    const other = new FileLeadStore(outbox, 30, 50 * 1024 * 1024);
    await store.write(leadRecord({ id: "a", fingerprint: "fa" }));
    expect(await other.findByFingerprint("fa")).toBe("a");
    await other.remove({ id: "a" });
    expect(await store.findByFingerprint("fa")).toBeUndefined();
    expect(await store.write(leadRecord({ id: "b", fingerprint: "fa" }))).toEqual({ kind: "written", dropped: 0 });
    expect((await other.counts()).pending).toBe(1);
    // Many changes later the journal is written whole into the snapshot again, and both still agree.
    for (let n = 0; n < 800; n++) await store.write(held(100 + n, `10.${n % 7}.0.0/24`));
    expect((await other.counts()).held).toBe(800);
    expect(statSync(path.join(outbox, "undelivered", ".index.log")).size).toBeLessThan(512 * 1024);
    expect(await new FileLeadStore(outbox, 30, 50 * 1024 * 1024).findByFingerprint("fh899")).toBe("h899");
  });

  it("records a digest part done in one line: a process that dies before removing its files sends none again", async () => {
    for (const n of [1, 2, 3]) await store.write(held(n, "198.51.100.0/24"));
    // What finish() writes first, then dies: the part is done, its files still there.
    const journal = path.join(outbox, "undelivered", ".index.log");
    writeFileSync(journal, JSON.stringify({ done: ["h1", "h2"] }) + "\n", { flag: "a" });
    const restarted = new FileLeadStore(outbox, 30, 50 * 1024 * 1024);
    const left: string[] = [];
    for await (const page of restarted.read("live")) left.push(...page.records.map((record) => record.id));
    for await (const page of restarted.read("held")) left.push(...page.records.map((record) => record.id));
    expect(left).toEqual(["h3"]);
    expect(files()).toEqual(["h3.json"]);
    await restarted.finish([{ id: "h3", fingerprint: "fh3" }]);
    expect(files()).toEqual([]);
    expect(await restarted.wasDelivered("fh3")).toBe(true);
  });
});
