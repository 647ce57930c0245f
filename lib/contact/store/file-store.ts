import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { FolderIndex } from "./file-index";
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
  type RecordKind,
  type StoreCounts,
  type WriteOutcome,
} from "./record";
import type { Lease, LeadStore, Listing, StoreReport, Unreadable } from "./store";

type State = { expired?: Departure[]; dropped?: Record<string, number>; [value: `value:${string}`]: string };

/**
 * One JSON file per record in OUTBOX_DIR/undelivered (readable by the site's user alone), an index of small entries
 * beside them (what health, the budget and the pass's order read: a journal, file-index.ts) and the pass's state. One
 * server's store: changes take turns, in this process and with a `leads:retry` run beside it, through a lock file;
 * claims and the pass's lease are files made with O_EXCL.
 */
export class FileLeadStore implements LeadStore {
  readonly kind = "file";
  private queue: Promise<unknown> = Promise.resolve();
  private readonly index: FolderIndex;
  /** What the last listing of the folder could not read, told with the next page. */
  private unreadable: Unreadable[] = [];
  constructor(
    readonly outboxDir: string,
    private readonly keepDays: number,
    /** Bytes of records kept before held leads make room. */
    private readonly budget: number,
  ) {
    this.index = new FolderIndex(this.dir);
  }

  private get dir() {
    return path.join(this.outboxDir, "undelivered");
  }

  private file(name: string) {
    return path.join(this.dir, name);
  }

  /** One change at a time, in this process and across processes sharing the folder; the index is current inside. */
  private exclusive<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(async () => {
      const release = await lockFile(this.file(".store.lock"));
      try {
        await this.index.sync();
        return await work();
      } finally {
        await release();
      }
    });
    this.queue = next.catch(() => {});
    return next;
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
      const same = this.index.idOf(record.fingerprint);
      if (same && (await this.exists(same))) return { kind: "duplicate", id: same };
      const { json, entry } = encode(record);
      const victims: IndexEntry[] = [];
      const gone = new Set<string>();
      let bytes = this.index.bytes;
      let victim: IndexEntry | undefined;
      const left = function* (entries: Iterable<IndexEntry>) {
        for (const candidate of entries) if (!gone.has(candidate.id)) yield candidate;
      };
      while (bytes + entry.bytes > this.budget && (victim = dropCandidate(left(this.index.entries.values())))) {
        victims.push(victim);
        gone.add(victim.id);
        bytes -= victim.bytes;
      }
      if (claim) await claimFile(this.file(`.${record.id}.claim`), claim.token, claim.ms);
      // The record first, then its entry with the victims' departure in one line, then the victims' files: a crash
      // in between leaves a file the index does not know yet (found again), never an entry without its file (lost).
      await writeWhole(this.dir, `${record.id}.json`, json, 0o600);
      await this.index.record(...(victims.length > 0 ? [{ del: [...gone] }] : []), { put: entry });
      const dropped: Record<string, number> = {};
      for (const { id, network } of victims) {
        await rm(this.file(`${id}.json`), { force: true });
        dropped[network!] = (dropped[network!] ?? 0) + 1;
      }
      if (victims.length > 0) {
        const state = await this.state();
        const total = { ...state.dropped };
        for (const [network, n] of Object.entries(dropped)) total[network] = (total[network] ?? 0) + n;
        await writeWhole(this.dir, ".state.json", JSON.stringify({ ...state, dropped: total }), 0o600);
      }
      return { kind: "written", dropped: victims.length };
    });
  }

  async findByFingerprint(fingerprint: string) {
    await this.index.sync();
    const id = this.index.idOf(fingerprint);
    return id && (await this.exists(id)) ? id : undefined;
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
    yield* this.read("live", size);
    yield* this.read("held", size);
  }

  async *read(kind: RecordKind, size = 50): AsyncGenerator<Listing> {
    if (kind === "live") {
      let names: string[];
      try {
        names = (await readdir(this.dir)).filter((name) => name.endsWith(".json") && !name.startsWith("."));
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        // No folder yet is an empty store; one that cannot be read is a store that cannot be used.
        if (code === "ENOENT") return;
        yield { records: [], unreadable: [], unavailable: [{ kind: "file", error: code ?? String(error) }] };
        return;
      }
      await this.reconcile(new Set(names.map((name) => name.replace(/\.json$/, ""))));
    } else await this.index.sync();
    const entries = [...this.index.entries.values()]
      .filter((entry) => entry.held === (kind === "held"))
      .sort((a, b) => (a.receivedAt < b.receivedAt ? -1 : a.receivedAt > b.receivedAt ? 1 : 0));
    let unreadable = kind === "live" ? this.unreadable.splice(0) : [];
    for (let start = 0; start === 0 || start < entries.length; start += size) {
      const records: LeadRecord[] = [];
      for (const { id } of entries.slice(start, start + size)) {
        const text = await readFile(this.file(`${id}.json`), "utf8").catch(() => undefined);
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
      if (records.length > 0 || unreadable.length > 0) yield { records, unreadable, unavailable: [] };
      unreadable = [];
    }
  }

  /**
   * The index made to match the folder: an entry without its file left (lost, or expired); a file gets its entry,
   * unless a digest already delivered its lead (then it goes); a file that cannot be read is told with the next page.
   */
  private async reconcile(ids: Set<string>) {
    const departures: Departure[] = [];
    await this.exclusive(async () => {
      const gone: string[] = [];
      const found: IndexEntry[] = [];
      for (const [id, entry] of this.index.entries) {
        if (ids.has(id) || (await this.exists(id))) continue;
        departures.push(departureOf(entry, this.keepDays));
        gone.push(id);
      }
      for (const id of this.index.done) if (!ids.has(id)) gone.push(id);
      for (const id of ids) {
        if (this.index.entries.has(id)) continue;
        if (this.index.done.has(id)) {
          await rm(this.file(`${id}.json`), { force: true });
          gone.push(id);
          continue;
        }
        const text = await readFile(this.file(`${id}.json`), "utf8").catch(() => undefined);
        if (text === undefined) continue;
        try {
          found.push(encode(parseRecord(text)).entry);
        } catch (error) {
          this.unreadable.push({ id, error: (error as Error).message });
        }
      }
      if (gone.length > 0 || found.length > 0)
        await this.index.record(...(gone.length > 0 ? [{ del: gone }] : []), ...found.map((put) => ({ put })));
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
      await this.index.record({ put: entry });
      return true;
    });
  }

  async remove({ id }: Pick<LeadRecord, "id">) {
    await this.exclusive(async () => {
      await rm(this.file(`${id}.json`), { force: true });
      if (this.index.entries.has(id) || this.index.done.has(id)) await this.index.record({ del: [id] });
    });
  }

  async finish(records: Pick<LeadRecord, "id" | "fingerprint">[]) {
    const ids = await this.exclusive(async () => {
      const known = records.map(({ id }) => id).filter((id) => this.index.entries.has(id));
      if (known.length > 0) await this.index.record({ done: known });
      return new Set(known);
    });
    if (ids.size === 0) return;
    // Done in one line above; what follows may wait for the next pass if this process dies now.
    const delivered = path.join(this.outboxDir, "delivered");
    for (const { id, fingerprint } of records) {
      if (!ids.has(id)) continue;
      await writeWhole(delivered, `${fingerprint}.json`, JSON.stringify({ deliveredAt: new Date().toISOString() }));
      await rm(this.file(`${id}.json`), { force: true });
    }
    await this.exclusive(() => this.index.record({ del: [...ids] }));
    await this.sweepDelivered();
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
    await this.sweepDelivered();
  }

  tidy() {
    return this.sweepDelivered();
  }

  /** A fingerprint is remembered for 24 hours, as the privacy policy says: older ones go. */
  private async sweepDelivered() {
    const dir = path.join(this.outboxDir, "delivered");
    const cutoff = Date.now() - DAY_MS;
    for (const name of await readdir(dir).catch(() => [])) {
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
    await this.index.sync();
    const counts: StoreCounts = {
      pending: 0,
      oldestPendingAt: null,
      held: 0,
      oldestHeldAt: null,
      refused: 0,
      bytes: this.index.bytes,
    };
    const older = (at: number | null, time: string) => Math.min(at ?? Infinity, Date.parse(time));
    for (const entry of this.index.entries.values()) {
      if (entry.pending) {
        counts.pending++;
        counts.oldestPendingAt = older(counts.oldestPendingAt, entry.receivedAt);
      }
      if (entry.held) {
        counts.held++;
        counts.oldestHeldAt = older(counts.oldestHeldAt, entry.receivedAt);
      }
      if (entry.refused) counts.refused++;
    }
    return counts;
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
