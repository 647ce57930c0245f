import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { mkdir, open, readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Redis } from "ioredis";
import type { MetaLeadEvent } from "@/lib/tracking/meta-capi";
import { writeWhole } from "./files";
import { whenConnecting } from "./redis";
import type { Lead } from "../channels/email/lead-mail";

/** A channel of a lead not yet delivered: tried again when due, or refused (kept for the owner, who is told). */
export type ChannelState = {
  status: "pending" | "refused";
  /** Tries so far; 0 while the first one is under way. */
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  lastAttemptAt?: string;
  /** What the channel sends, rendered when the lead arrived: every try sends the same. */
  payload: string;
  /** The owner was told of its refusal. */
  refusalAlerted?: boolean;
};

/** The visitor's words of a held lead, for the owner's digest. */
type HeldLead = Pick<Lead, "values" | "locale" | "attribution" | "page">;

/**
 * A lead as the store keeps it from the moment it is accepted until every channel has it: written before any channel
 * is tried, each delivered channel removed, deleted when none is left (or LEADS_KEEP_DAYS after it arrived, delivered
 * or not).
 */
export type LeadRecord = {
  id: string;
  receivedAt: string;
  /** sha256 of the visitor's e-mail and message: the same lead sent again is recognised. */
  fingerprint: string;
  /** Keyed hashes of the client address and its network (the store's bounds), never the address itself. */
  client?: string;
  network?: string;
  /** The channel the visitor's answer waits for. */
  primary: string;
  /** The channels still to deliver. */
  channels: Record<string, ChannelState>;
  /** Received during a flood: no channel is tried for it; the owner gets it in a digest. */
  held?: HeldLead;
  /** The marketing consent the visitor's browser held when sending: the record of it, beside the lead. */
  consent?: { marketing: boolean };
  /** The Conversions API Lead to send once the primary channel delivered (marketing consent given). */
  conversion?: { event: MetaLeadEvent; sent: boolean };
  /** The owner was told it expires within a day. */
  expiryWarned?: boolean;
};

/** A record's trace once its data is gone: no personal data, for the alerts and the health check. */
export type RecordSummary = { id: string; receivedAt: string; channels: string[]; held: boolean };

type Unreadable = { id: string; error: string };

export type WriteOutcome =
  { kind: "written" } | { kind: "duplicate"; id: string } | { kind: "client_full" | "network_full" | "full" };

/** How many records the store takes per client address, per network and in all; held leads have bounds of their own. */
type Bounds = { perClient: number; perNetwork: number; total: number };
const DEFAULT_BOUNDS = {
  pending: { perClient: 3, perNetwork: 10, total: 500 },
  held: { perClient: 3, perNetwork: 10, total: 500 },
};

const DAY_MS = 24 * 60 * 60 * 1000;

export interface LeadStore {
  readonly kind: "redis" | "file";
  /**
   * Writes a new record, unless one with its fingerprint is kept (the same lead again) or a bound is reached; with a
   * claim token the record is claimed by the writer, so no pass tries it while the live path does.
   */
  write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome>;
  /** The id of a kept record with this fingerprint. */
  findByFingerprint(fingerprint: string): Promise<string | undefined>;
  get(id: string): Promise<LeadRecord | undefined>;
  /** Every record; expired ones are removed (and noted) on the way, unreadable ones listed, not thrown. */
  list(): Promise<{ records: LeadRecord[]; unreadable: Unreadable[] }>;
  /** Stores the record's new state, unless it is gone meanwhile (delivered or expired): then false. */
  update(record: LeadRecord): Promise<boolean>;
  remove(record: Pick<LeadRecord, "id" | "fingerprint">): Promise<void>;
  /** One worker per record at a time; a claim lapses after `ms` (its worker died). */
  claim(id: string, token: string, ms: number): Promise<boolean>;
  release(id: string, token: string): Promise<void>;
  /** Extends a claim the worker holds, before its next try. */
  renew(id: string, token: string, ms: number): Promise<boolean>;
  /** Remembers for 24 h that a lead with this fingerprint got through. */
  markDelivered(fingerprint: string): Promise<void>;
  wasDelivered(fingerprint: string): Promise<boolean>;
  /** Records that expired before every channel had them, newest last, since `since`. */
  expiries(since: Date): Promise<(RecordSummary & { expiredAt: string })[]>;
  /** Small shared values of the pass and its alerts (last pass, last alert of each kind, the flood). */
  getState(name: string): Promise<string | undefined>;
  setState(name: string, value: string): Promise<void>;
  /** The pass's lock: the release function, or undefined while another pass holds it. */
  lock(ms: number): Promise<(() => Promise<void>) | undefined>;
  /** The key of today's client tags: a day later it is gone, and the tags cannot be traced back to an address. */
  tagKey(): Promise<Buffer>;
  /** A lasting key, shared by every instance: it signs the thank-you page's address, so only a real lead counts. */
  linkKey(): Promise<Buffer>;
}

export function leadFingerprint(email: string, message: string): string {
  return createHash("sha256").update(`${email.trim().toLowerCase()}\n${message.trim()}`).digest("hex");
}

/** A keyed hash of an address or network: the bounds can compare them, nobody can read an address from them. */
export function clientTag(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex").slice(0, 24);
}

export const expiresAt = (record: Pick<LeadRecord, "receivedAt">, keepDays: number) =>
  Date.parse(record.receivedAt) + keepDays * DAY_MS;

export const summaryOf = (record: LeadRecord): RecordSummary => ({
  id: record.id,
  receivedAt: record.receivedAt,
  channels: Object.keys(record.channels),
  held: record.held !== undefined,
});

/** Whether nothing is left to do: every channel delivered and the conversion, if any, sent. */
export const isDone = (record: LeadRecord) =>
  Object.keys(record.channels).length === 0 && (!record.conversion || record.conversion.sent);

/** A record as stored, checked for the fields every reader relies on. */
function parseRecord(text: string): LeadRecord {
  const json = JSON.parse(text) as Partial<LeadRecord>;
  if (typeof json?.id !== "string" || typeof json.fingerprint !== "string")
    throw new Error("not a lead record (id or fingerprint missing)");
  if (!json.channels || typeof json.receivedAt !== "string" || typeof json.primary !== "string")
    throw new Error("not a lead record (channels, time or primary channel missing)");
  return json as LeadRecord;
}

/** Counts the records of the new one's kind (held or not) per client, per network and in all. */
function boundReached(record: LeadRecord, others: LeadRecord[], bounds: Bounds): WriteOutcome | undefined {
  const same = others.filter((other) => (other.held !== undefined) === (record.held !== undefined));
  const count = (tag: "client" | "network") => same.filter((other) => record[tag] && other[tag] === record[tag]).length;
  if (same.length >= bounds.total) return { kind: "full" };
  if (count("client") >= bounds.perClient) return { kind: "client_full" };
  if (count("network") >= bounds.perNetwork) return { kind: "network_full" };
  return undefined;
}

const R = {
  record: (id: string) => `contact:lead:${id}`,
  claim: (id: string) => `contact:lead-claim:${id}`,
  delivered: (fingerprint: string) => `contact:delivered:${fingerprint}`,
  index: "contact:leads",
  fingerprints: "contact:lead-fingerprints",
  expired: "contact:leads-expired",
  state: "contact:pass-state",
  lock: "contact:retry:lock",
  tagKey: "contact:undelivered:key",
  linkKey: "contact:link-key",
};

// Atomic, so every instance sees the others' records: the fingerprint (the same lead again), then the bounds.
const WRITE_SCRIPT = `
local existing = redis.call('HGET', KEYS[2], ARGV[3])
if existing and redis.call('EXISTS', ARGV[13] .. existing) == 1 then return {'duplicate', existing} end
local total, client, network = 0, 0, 0
local entries = redis.call('HGETALL', KEYS[1])
for i = 1, #entries, 2 do
  local value = redis.call('GET', ARGV[13] .. entries[i])
  if value then
    local ok, lead = pcall(cjson.decode, value)
    if ok and type(lead) == 'table' and ((lead.held ~= nil) == (ARGV[6] == '1')) then
      total = total + 1
      if ARGV[4] ~= '' and lead.client == ARGV[4] then client = client + 1 end
      if ARGV[5] ~= '' and lead.network == ARGV[5] then network = network + 1 end
    end
  end
end
if total >= tonumber(ARGV[9]) then return {'full'} end
if client >= tonumber(ARGV[7]) then return {'client_full'} end
if network >= tonumber(ARGV[8]) then return {'network_full'} end
redis.call('SET', KEYS[3], ARGV[2], 'PXAT', ARGV[10])
redis.call('HSET', KEYS[1], ARGV[1], ARGV[14])
redis.call('HSET', KEYS[2], ARGV[3], ARGV[1])
if ARGV[11] ~= '' then redis.call('SET', KEYS[4], ARGV[11], 'PX', ARGV[12]) end
return {'written'}`;

const UPDATE_SCRIPT = `
if redis.call('EXISTS', KEYS[1]) == 0 then return 0 end
redis.call('SET', KEYS[1], ARGV[1], 'KEEPTTL')
redis.call('HSET', KEYS[2], ARGV[2], ARGV[3])
return 1`;

const REMOVE_SCRIPT = `
redis.call('DEL', KEYS[1])
redis.call('HDEL', KEYS[2], ARGV[1])
if redis.call('HGET', KEYS[3], ARGV[2]) == ARGV[1] then redis.call('HDEL', KEYS[3], ARGV[2]) end
return 1`;

const RELEASE_SCRIPT = "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0";
const RENEW_SCRIPT =
  "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end return 0";

/**
 * Each record under its own key, expiring by itself LEADS_KEEP_DAYS after the lead arrived (whether or not anything
 * runs); a hash of summaries indexes them, so an expiry is noticed and reported on the next read.
 */
export class RedisLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    readonly redis: Redis,
    private readonly keepDays: number,
    private readonly bounds = DEFAULT_BOUNDS,
  ) {}

  /** A first connection still being made is waited for (at most 1 s); a broken one fails the command at once. */
  private ready() {
    return whenConnecting(this.redis);
  }

  async write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome> {
    await this.ready();
    const bounds = record.held ? this.bounds.held : this.bounds.pending;
    const keys = [R.index, R.fingerprints, R.record(record.id), R.claim(record.id)];
    const args = [
      record.id,
      JSON.stringify(record),
      record.fingerprint,
      record.client ?? "",
      record.network ?? "",
      record.held ? "1" : "0",
      bounds.perClient,
      bounds.perNetwork,
      bounds.total,
      expiresAt(record, this.keepDays),
      claim?.token ?? "",
      claim?.ms ?? 0,
      R.record(""),
      JSON.stringify(summaryOf(record)),
    ];
    const [kind, id] = (await this.redis.eval(WRITE_SCRIPT, keys.length, ...keys, ...args)) as [string, string?];
    if (kind === "duplicate") return { kind, id: id! };
    return { kind } as WriteOutcome;
  }

  async findByFingerprint(fingerprint: string) {
    await this.ready();
    const id = await this.redis.hget(R.fingerprints, fingerprint);
    return id && (await this.redis.exists(R.record(id))) === 1 ? id : undefined;
  }

  async get(id: string) {
    await this.ready();
    const text = await this.redis.get(R.record(id));
    return text ? parseRecord(text) : undefined;
  }

  async list() {
    await this.ready();
    const index = await this.redis.hgetall(R.index);
    const ids = Object.keys(index);
    const texts = ids.length > 0 ? await this.redis.mget(ids.map(R.record)) : [];
    const records: LeadRecord[] = [];
    const unreadable: Unreadable[] = [];
    for (const [i, id] of ids.entries()) {
      const text = texts[i];
      if (text == null) {
        // In the index but gone: Redis expired it (a removal deletes both at once).
        await this.noteExpiry(id, index[id]!);
        continue;
      }
      try {
        records.push(parseRecord(text));
      } catch (error) {
        unreadable.push({ id, error: (error as Error).message });
      }
    }
    return { records, unreadable };
  }

  private async noteExpiry(id: string, summaryText: string) {
    let summary: RecordSummary = { id, receivedAt: new Date(0).toISOString(), channels: [], held: false };
    try {
      summary = { ...summary, ...(JSON.parse(summaryText) as RecordSummary) };
    } catch {}
    const now = Date.now();
    if ((await this.redis.hdel(R.index, id)) === 1) {
      await this.redis.zadd(R.expired, now, JSON.stringify({ ...summary, expiredAt: new Date(now).toISOString() }));
      await this.redis.zremrangebyscore(R.expired, 0, now - 30 * DAY_MS);
    }
  }

  async update(record: LeadRecord) {
    await this.ready();
    const keys = [R.record(record.id), R.index];
    const args = [JSON.stringify(record), record.id, JSON.stringify(summaryOf(record))];
    return (await this.redis.eval(UPDATE_SCRIPT, keys.length, ...keys, ...args)) === 1;
  }

  async remove({ id, fingerprint }: Pick<LeadRecord, "id" | "fingerprint">) {
    await this.ready();
    await this.redis.eval(REMOVE_SCRIPT, 3, R.record(id), R.index, R.fingerprints, id, fingerprint);
  }

  async claim(id: string, token: string, ms: number) {
    await this.ready();
    return (await this.redis.set(R.claim(id), token, "PX", ms, "NX")) === "OK";
  }

  async release(id: string, token: string) {
    await this.redis.eval(RELEASE_SCRIPT, 1, R.claim(id), token);
  }

  async renew(id: string, token: string, ms: number) {
    await this.ready();
    return (await this.redis.eval(RENEW_SCRIPT, 1, R.claim(id), token, ms)) === 1;
  }

  async markDelivered(fingerprint: string) {
    await this.ready();
    await this.redis.set(R.delivered(fingerprint), new Date().toISOString(), "PX", DAY_MS);
  }

  async wasDelivered(fingerprint: string) {
    await this.ready();
    return (await this.redis.exists(R.delivered(fingerprint))) === 1;
  }

  async expiries(since: Date) {
    await this.ready();
    const entries = await this.redis.zrangebyscore(R.expired, since.getTime(), "+inf");
    return entries.map((entry) => JSON.parse(entry) as RecordSummary & { expiredAt: string });
  }

  async getState(name: string) {
    await this.ready();
    return (await this.redis.hget(R.state, name)) ?? undefined;
  }

  async setState(name: string, value: string) {
    await this.ready();
    await this.redis.hset(R.state, name, value);
  }

  async lock(ms: number) {
    await this.ready();
    const token = randomBytes(16).toString("hex");
    if ((await this.redis.set(R.lock, token, "PX", ms, "NX")) !== "OK") return undefined;
    // Only our own lock: it may have lapsed and been taken by another pass meanwhile.
    return async () => void (await this.redis.eval(RELEASE_SCRIPT, 1, R.lock, token));
  }

  async tagKey() {
    await this.ready();
    await this.redis.set(R.tagKey, randomBytes(32).toString("base64"), "PX", DAY_MS, "NX");
    const key = await this.redis.get(R.tagKey);
    if (!key) throw new Error("no tag key in Redis");
    return Buffer.from(key, "base64");
  }

  async linkKey() {
    await this.ready();
    await this.redis.set(R.linkKey, randomBytes(32).toString("base64"), "NX");
    const key = await this.redis.get(R.linkKey);
    if (!key) throw new Error("no link key in Redis");
    return Buffer.from(key, "base64");
  }
}

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

  async list() {
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
    return { records, unreadable };
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

/**
 * Redis, with the folder as its stand-in while Redis cannot answer: a lead kept on disk beats a lead lost. A record
 * is looked for in Redis first, then in the folder; the pass reads both.
 */
export class RedisOrFileLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    readonly redis: RedisLeadStore,
    readonly file: FileLeadStore,
  ) {}

  private async either<T>(first: () => Promise<T>, second: () => Promise<T>, fallBack: (value: T) => boolean) {
    try {
      const value = await first();
      return fallBack(value) ? second() : value;
    } catch (error) {
      console.warn(`[contact] Redis unavailable (${(error as Error)?.message}): using the folder instead`);
      return second();
    }
  }

  write(record: LeadRecord, claim?: { token: string; ms: number }) {
    return this.either(
      () => this.redis.write(record, claim),
      () => this.file.write(record, claim),
      () => false,
    );
  }
  findByFingerprint(fingerprint: string) {
    return this.either(
      () => this.redis.findByFingerprint(fingerprint),
      () => this.file.findByFingerprint(fingerprint),
      (id) => id === undefined,
    );
  }
  get(id: string) {
    return this.either(
      () => this.redis.get(id),
      () => this.file.get(id),
      (record) => record === undefined,
    );
  }
  list() {
    return this.redis.list();
  }
  update(record: LeadRecord) {
    return this.either(
      () => this.redis.update(record),
      () => this.file.update(record),
      (updated) => !updated,
    );
  }
  async remove(record: Pick<LeadRecord, "id" | "fingerprint">) {
    await this.redis.remove(record).catch(() => {});
    await this.file.remove(record);
  }
  async claim(id: string, token: string, ms: number) {
    const inFile = await this.file.get(id).catch(() => undefined);
    return inFile ? this.file.claim(id, token, ms) : this.redis.claim(id, token, ms);
  }
  async release(id: string, token: string) {
    await this.redis.release(id, token).catch(() => {});
    await this.file.release(id, token);
  }
  async renew(id: string, token: string, ms: number) {
    return (await this.redis.renew(id, token, ms).catch(() => false)) || this.file.renew(id, token, ms);
  }
  async markDelivered(fingerprint: string) {
    await this.redis.markDelivered(fingerprint).catch(() => this.file.markDelivered(fingerprint));
  }
  async wasDelivered(fingerprint: string) {
    if (await this.file.wasDelivered(fingerprint)) return true;
    return this.redis.wasDelivered(fingerprint);
  }
  expiries(since: Date) {
    return this.redis.expiries(since);
  }
  getState(name: string) {
    return this.redis.getState(name);
  }
  setState(name: string, value: string) {
    return this.redis.setState(name, value);
  }
  /** Redis's lock, or the folder's while Redis cannot answer (the pass still delivers what the folder holds). */
  async lock(ms: number) {
    try {
      return await this.redis.lock(ms);
    } catch (error) {
      console.warn(`[contact] Redis unavailable (${(error as Error)?.message}): the pass takes the folder's lock`);
      return this.file.lock(ms);
    }
  }
  tagKey() {
    return this.redis.tagKey().catch(() => this.file.tagKey());
  }

  linkKey() {
    return this.redis.linkKey().catch(() => this.file.linkKey());
  }
}
