import "server-only";
import { randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import { writeWhole } from "./files";
import {
  boundReached,
  DAY_MS,
  DEFAULT_BOUNDS,
  expiresAt,
  parseRecord,
  summaryOf,
  type LeadRecord,
  type RecordSummary,
  type WriteOutcome,
} from "./record";
import type { LeadStore, Listing, Unreadable } from "./store";

type Claim = { token: string; until: number };

/**
 * One JSON file per record in OUTBOX_DIR/undelivered (readable by the site's user alone). One server's store: writes
 * are serialised in this process, claims and the pass's lock are files made with O_EXCL, so a `leads:retry` run
 * beside the server takes turns with it.
 */
export class FileLeadStore implements LeadStore {
  readonly kind = "file";
  private queue: Promise<unknown> = Promise.resolve();
  constructor(
    readonly outboxDir: string,
    private readonly keepDays: number,
    private readonly bounds = DEFAULT_BOUNDS,
  ) {}

  private get dir() {
    return path.join(this.outboxDir, "undelivered");
  }

  private file(name: string) {
    return path.join(this.dir, name);
  }

  /** One change at a time in this process: a bound or the fingerprint check cannot be passed twice at once. */
  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => {});
    return next;
  }

  private async writeRecord(record: LeadRecord) {
    await writeWhole(this.dir, `${record.id}.json`, JSON.stringify(record, null, 2), 0o600);
  }

  write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome> {
    return this.serial(async () => {
      const { records } = await this.list();
      const same = records.find((other) => other.fingerprint === record.fingerprint);
      if (same) return { kind: "duplicate", id: same.id };
      const reached = boundReached(record, records, record.held ? this.bounds.held : this.bounds.pending);
      if (reached) return reached;
      if (claim) await this.writeClaim(record.id, { token: claim.token, until: Date.now() + claim.ms });
      await this.writeRecord(record);
      return { kind: "written" };
    });
  }

  async findByFingerprint(fingerprint: string) {
    return (await this.list()).records.find((record) => record.fingerprint === fingerprint)?.id;
  }

  async get(id: string) {
    const text = await readFile(this.file(`${id}.json`), "utf8").catch(() => undefined);
    if (text === undefined) return undefined;
    const record = parseRecord(text);
    if (expiresAt(record, this.keepDays) > Date.now()) return record;
    await this.expire(record);
    return undefined;
  }

  async list(): Promise<Listing> {
    const names = (await readdir(this.dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith(".json") && !name.startsWith("."))
      .sort();
    const records: LeadRecord[] = [];
    const unreadable: Unreadable[] = [];
    for (const name of names) {
      const id = name.replace(/\.json$/, "");
      const text = await readFile(this.file(name), "utf8").catch(() => undefined);
      if (text === undefined) continue; // removed meanwhile
      try {
        const record = parseRecord(text);
        if (expiresAt(record, this.keepDays) > Date.now()) records.push(record);
        else await this.expire(record);
      } catch (error) {
        unreadable.push({ id, error: (error as Error).message });
      }
    }
    return { records, unreadable, unavailable: [] };
  }

  private async expire(record: LeadRecord) {
    await rm(this.file(`${record.id}.json`), { force: true });
    const entry = { ...summaryOf(record), expiredAt: new Date().toISOString() };
    await this.serialState(async (state) => {
      const cutoff = Date.now() - 30 * DAY_MS;
      const log = ((state.expired ?? []) as (typeof entry)[]).filter((e) => Date.parse(e.expiredAt) > cutoff);
      return { ...state, expired: [...log, entry] };
    });
  }

  update(record: LeadRecord) {
    return this.serial(async () => {
      const exists = await stat(this.file(`${record.id}.json`)).then(
        () => true,
        () => false,
      );
      if (exists) await this.writeRecord(record);
      return exists;
    });
  }

  async remove({ id }: Pick<LeadRecord, "id">) {
    await this.serial(() => rm(this.file(`${id}.json`), { force: true }));
  }

  private async writeClaim(id: string, claim: Claim) {
    await writeWhole(this.dir, `.${id}.claim`, JSON.stringify(claim), 0o600);
  }

  async claim(id: string, token: string, ms: number) {
    const file = this.file(`.${id}.claim`);
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await writeExclusive(file, JSON.stringify({ token, until: Date.now() + ms }));
        return true;
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const held = await readJson<Claim>(file);
        if (held && held.until > Date.now()) return false;
        await rm(file, { force: true });
      }
    }
    return false;
  }

  async release(id: string, token: string) {
    const file = this.file(`.${id}.claim`);
    if ((await readJson<Claim>(file))?.token === token) await rm(file, { force: true });
  }

  async renew(id: string, token: string, ms: number) {
    if ((await readJson<Claim>(this.file(`.${id}.claim`)))?.token !== token) return false;
    await this.writeClaim(id, { token, until: Date.now() + ms });
    return true;
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

  private stateQueue: Promise<unknown> = Promise.resolve();
  private serialState(change: (state: Record<string, unknown>) => Promise<Record<string, unknown>>) {
    const next = this.stateQueue.then(async () => {
      const state = (await readJson<Record<string, unknown>>(this.file(".state.json"))) ?? {};
      await writeWhole(this.dir, ".state.json", JSON.stringify(await change(state)), 0o600);
    });
    this.stateQueue = next.catch(() => {});
    return next;
  }

  async expiries(since: Date) {
    const state =
      (await readJson<{ expired?: (RecordSummary & { expiredAt: string })[] }>(this.file(".state.json"))) ?? {};
    return (state.expired ?? []).filter((entry) => Date.parse(entry.expiredAt) >= since.getTime());
  }

  async getState(name: string) {
    const state = (await readJson<Record<string, unknown>>(this.file(".state.json"))) ?? {};
    const value = state[`value:${name}`];
    return typeof value === "string" ? value : undefined;
  }

  async setState(name: string, value: string) {
    await this.serialState(async (state) => ({ ...state, [`value:${name}`]: value }));
  }

  async lock(ms: number) {
    const file = path.join(this.outboxDir, ".leads-retry.lock");
    const token = randomBytes(16).toString("hex");
    for (let attempt = 0; attempt < 2; attempt++) {
      try {
        await writeExclusive(file, JSON.stringify({ token, until: Date.now() + ms, pid: process.pid }));
        return async () => {
          if ((await readJson<Claim>(file))?.token === token) await rm(file, { force: true });
        };
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
        const held = await readJson<Claim & { pid?: number }>(file);
        // A lock of a process that is gone, or past its time, is taken over.
        const alive = held?.pid !== undefined && held.pid > 0 && isAlive(held.pid);
        if (held && alive && held.until > Date.now()) return undefined;
        if (
          !held &&
          (await stat(file).then(
            (info) => Date.now() - info.mtimeMs < 5000,
            () => false,
          ))
        )
          return undefined; // being written right now
        await rm(file, { force: true });
      }
    }
    return undefined;
  }

  async tagKey() {
    const file = this.file(".tag-key");
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs > Date.now() - DAY_MS) return readFile(file);
    const key = randomBytes(32);
    await writeWhole(this.dir, ".tag-key", key, 0o600);
    return key;
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

async function writeExclusive(file: string, text: string) {
  await mkdir(path.dirname(file), { recursive: true });
  const handle = await open(file, "wx", 0o600);
  try {
    await handle.writeFile(text);
  } finally {
    await handle.close();
  }
}

async function readJson<T>(file: string): Promise<T | undefined> {
  try {
    return JSON.parse(await readFile(file, "utf8")) as T;
  } catch {
    return undefined;
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: alive, another user's.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
