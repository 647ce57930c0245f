import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { claimFile, leaseFile, lockFile, readJson, releaseFile, renewFile, writeExclusive } from "./file-locks";
import { writeWhole } from "./files";
import {
  DAY_MS,
  departureOf,
  dropCandidate,
  encode,
  expiresAt,
  parseRecord,
  type Departure,
  type IndexEntry,
  type LeadRecord,
  type StoreCounts,
  type WriteOutcome,
} from "./record";
import type { Lease, LeadStore, Listing, StoreReport, Unreadable } from "./store";

type Index = Record<string, IndexEntry>;
type State = { expired?: Departure[]; dropped?: Record<string, number>; [value: `value:${string}`]: string };

/**
 * One JSON file per record in OUTBOX_DIR/undelivered (readable by the site's user alone), an index of small entries
 * beside them (what health and the budget read) and the pass's state. One server's store: changes take turns, in
 * this process and with a `leads:retry` run beside it, through a lock file; claims and the pass's lease are files
 * made with O_EXCL.
 */
export class FileLeadStore implements LeadStore {
  readonly kind = "file";
  private queue: Promise<unknown> = Promise.resolve();
  constructor(
    readonly outboxDir: string,
    private readonly keepDays: number,
    /** Bytes of records kept before held leads make room. */
    private readonly budget: number,
  ) {}

  private get dir() {
    return path.join(this.outboxDir, "undelivered");
  }

  private file(name: string) {
    return path.join(this.dir, name);
  }

  /** One change at a time, in this process and across processes sharing the folder. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(async () => {
      const release = await lockFile(this.file(".store.lock"));
      try {
        return await work();
      } finally {
        await release();
      }
    });
    this.queue = next.catch(() => {});
    return next;
  }

  private async index(): Promise<Index> {
    return (await readJson<Index>(this.file(".index.json"))) ?? {};
  }

  private saveIndex(index: Index) {
    return writeWhole(this.dir, ".index.json", JSON.stringify(index), 0o600);
  }

  private async state(): Promise<State> {
    return (await readJson<State>(this.file(".state.json"))) ?? {};
  }

  private changeState(change: (state: State) => State) {
    return this.exclusive(async () => {
      await writeWhole(this.dir, ".state.json", JSON.stringify(change(await this.state())), 0o600);
    });
  }

  private exists(id: string) {
    return stat(this.file(`${id}.json`)).then(
      () => true,
      () => false,
    );
  }

  write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome> {
    return this.exclusive(async () => {
      await mkdir(this.dir, { recursive: true });
      const index = await this.index();
      const same = Object.values(index).find((entry) => entry.fingerprint === record.fingerprint);
      if (same && (await this.exists(same.id))) return { kind: "duplicate", id: same.id };
      const { json, entry } = encode(record);
      let bytes = Object.values(index).reduce((sum, other) => sum + other.bytes, 0);
      const dropped: Record<string, number> = {};
      let victim: IndexEntry | undefined;
      while (bytes + entry.bytes > this.budget && (victim = dropCandidate(Object.values(index)))) {
        await rm(this.file(`${victim.id}.json`), { force: true });
        delete index[victim.id];
        dropped[victim.network!] = (dropped[victim.network!] ?? 0) + 1;
        bytes -= victim.bytes;
      }
      if (claim) await claimFile(this.file(`.${record.id}.claim`), claim.token, claim.ms);
      await writeWhole(this.dir, `${record.id}.json`, json, 0o600);
      await this.saveIndex({ ...index, [record.id]: entry });
      const count = Object.values(dropped).reduce((sum, n) => sum + n, 0);
      if (count > 0) {
        const state = await this.state();
        const total = { ...state.dropped };
        for (const [network, n] of Object.entries(dropped)) total[network] = (total[network] ?? 0) + n;
        await writeWhole(this.dir, ".state.json", JSON.stringify({ ...state, dropped: total }), 0o600);
      }
      return { kind: "written", dropped: count };
    });
  }

  async findByFingerprint(fingerprint: string) {
    const entry = Object.values(await this.index()).find((candidate) => candidate.fingerprint === fingerprint);
    return entry && (await this.exists(entry.id)) ? entry.id : undefined;
  }

  async get(id: string) {
    const text = await readFile(this.file(`${id}.json`), "utf8").catch(() => undefined);
    if (text === undefined) return undefined;
    const record = parseRecord(text);
    if (expiresAt(record, this.keepDays) > Date.now()) return record;
    await this.remove(record);
    await this.noteDepartures([departureOf(encode(record).entry, this.keepDays)]);
    return undefined;
  }

  async *pages(size = 50): AsyncGenerator<Listing> {
    let names: string[];
    try {
      names = (await readdir(this.dir)).filter((name) => name.endsWith(".json") && !name.startsWith(".")).sort();
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      // No folder yet is an empty store; one that cannot be read is a store that cannot be used.
      if (code === "ENOENT") return;
      yield { records: [], unreadable: [], unavailable: [{ kind: "file", error: code ?? String(error) }] };
      return;
    }
    await this.reconcile(new Set(names.map((name) => name.replace(/\.json$/, ""))));
    for (let start = 0; start < names.length; start += size) {
      const records: LeadRecord[] = [];
      const unreadable: Unreadable[] = [];
      for (const name of names.slice(start, start + size)) {
        const id = name.replace(/\.json$/, "");
        const text = await readFile(this.file(name), "utf8").catch(() => undefined);
        if (text === undefined) continue; // removed meanwhile
        try {
          const record = parseRecord(text);
          if (expiresAt(record, this.keepDays) > Date.now()) records.push(record);
          else {
            await this.remove(record);
            await this.noteDepartures([departureOf(encode(record).entry, this.keepDays)]);
          }
        } catch (error) {
          unreadable.push({ id, error: (error as Error).message });
        }
      }
      yield { records, unreadable, unavailable: [] };
    }
  }

  /** The index made to match the folder: an entry without its file left (lost, or expired); a file gets its entry. */
  private async reconcile(ids: Set<string>) {
    const departures: Departure[] = [];
    await this.exclusive(async () => {
      const index = await this.index();
      let changed = false;
      for (const [id, entry] of Object.entries(index)) {
        if (ids.has(id) || (await this.exists(id))) continue;
        departures.push(departureOf(entry, this.keepDays));
        delete index[id];
        changed = true;
      }
      for (const id of ids) {
        if (index[id]) continue;
        const text = await readFile(this.file(`${id}.json`), "utf8").catch(() => undefined);
        if (text === undefined) continue;
        try {
          index[id] = encode(parseRecord(text)).entry;
          changed = true;
        } catch {
          // Listed as unreadable by the page that reads it.
        }
      }
      if (changed) await this.saveIndex(index);
    });
    await this.noteDepartures(departures);
  }

  private async noteDepartures(departures: Departure[]) {
    if (departures.length === 0) return;
    await this.changeState((state) => {
      const cutoff = Date.now() - 30 * DAY_MS;
      const kept = (state.expired ?? []).filter((entry) => Date.parse(entry.expiredAt) > cutoff);
      return { ...state, expired: [...kept, ...departures] };
    });
  }

  update(record: LeadRecord) {
    return this.exclusive(async () => {
      if (!(await this.exists(record.id))) return false;
      const { json, entry } = encode(record);
      await writeWhole(this.dir, `${record.id}.json`, json, 0o600);
      await this.saveIndex({ ...(await this.index()), [record.id]: entry });
      return true;
    });
  }

  async remove({ id }: Pick<LeadRecord, "id">) {
    await this.exclusive(async () => {
      await rm(this.file(`${id}.json`), { force: true });
      const index = await this.index();
      if (!index[id]) return;
      delete index[id];
      await this.saveIndex(index);
    });
  }

  claim(id: string, token: string, ms: number) {
    return claimFile(this.file(`.${id}.claim`), token, ms);
  }

  release(id: string, token: string) {
    return releaseFile(this.file(`.${id}.claim`), token);
  }

  renew(id: string, token: string, ms: number) {
    return renewFile(this.file(`.${id}.claim`), token, ms);
  }

  async markDelivered(fingerprint: string) {
    const dir = path.join(this.outboxDir, "delivered");
    await writeWhole(dir, `${fingerprint}.json`, JSON.stringify({ deliveredAt: new Date().toISOString() }));
    const cutoff = Date.now() - DAY_MS;
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  async wasDelivered(fingerprint: string) {
    const info = await stat(path.join(this.outboxDir, "delivered", `${fingerprint}.json`)).catch(() => undefined);
    return info !== undefined && info.mtimeMs > Date.now() - DAY_MS;
  }

  async expiries(since: Date) {
    return ((await this.state()).expired ?? []).filter((entry) => Date.parse(entry.expiredAt) >= since.getTime());
  }

  async counts(): Promise<StoreCounts> {
    const entries = Object.values(await this.index());
    const oldest = (list: IndexEntry[]) =>
      list.length > 0 ? Math.min(...list.map((entry) => Date.parse(entry.receivedAt))) : null;
    const pending = entries.filter((entry) => entry.pending);
    const held = entries.filter((entry) => entry.held);
    return {
      pending: pending.length,
      oldestPendingAt: oldest(pending),
      held: held.length,
      oldestHeldAt: oldest(held),
      refused: entries.filter((entry) => entry.refused).length,
      bytes: entries.reduce((sum, entry) => sum + entry.bytes, 0),
    };
  }

  async probe() {
    const name = `.probe-${process.pid}-${randomBytes(4).toString("hex")}`;
    const value = randomBytes(8).toString("hex");
    await writeWhole(this.dir, name, value, 0o600);
    try {
      if ((await readFile(this.file(name), "utf8")) !== value)
        throw new Error("the folder did not return what was written");
    } finally {
      await rm(this.file(name), { force: true });
    }
  }

  async report(): Promise<StoreReport> {
    return { problems: [], warnings: [] };
  }

  async dropped() {
    return (await this.state()).dropped ?? {};
  }

  async forgetDropped(counts: Record<string, number>) {
    await this.changeState((state) => {
      const left = Object.entries(state.dropped ?? {})
        .map(([network, n]): [string, number] => [network, n - (counts[network] ?? 0)])
        .filter(([, n]) => n > 0);
      return { ...state, dropped: Object.fromEntries(left) };
    });
  }

  async getState(name: string) {
    return (await this.state())[`value:${name}`];
  }

  async setState(name: string, value: string) {
    await this.changeState((state) => ({ ...state, [`value:${name}`]: value }));
  }

  lock(ms: number): Promise<Lease | undefined> {
    return leaseFile(path.join(this.outboxDir, ".leads-retry.lock"), ms);
  }

  async linkKey() {
    const file = this.file(".link-key");
    try {
      await writeExclusive(file, randomBytes(32).toString("base64"));
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
    }
    const key = Buffer.from(await readFile(file, "utf8"), "base64");
    // Another instance is writing it this very moment: its key, once there.
    if (key.length !== 32) throw new Error("link key not written yet");
    return key;
  }
}
