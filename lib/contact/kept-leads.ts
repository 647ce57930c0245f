import "server-only";
import { createHash, createHmac, randomBytes } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Redis } from "ioredis";
import type { MetaLeadEvent } from "@/lib/tracking/meta-capi";
import { outboxDir } from "./delivery";
import { writeWhole } from "./files";
import { redisFromEnv } from "./redis";

export type Channel = "email" | "webhook";

/** A channel of a kept lead not yet delivered: retried when due, or refused for good and kept for the owner. */
export type ChannelState = {
  status: "pending" | "refused";
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  lastAttemptAt?: string;
};

/**
 * A lead a channel did not take, kept for `npm run leads:retry`: in the Redis hash `contact:undelivered`, or as
 * OUTBOX_DIR/undelivered/<id>.json. Only the channels still to deliver are in it; it is deleted once none is left,
 * or LEADS_KEEP_DAYS after the submission.
 */
export type KeptLead = {
  id: string;
  receivedAt: string;
  keptAt: string;
  /** The first failure, in words for the log (transport and codes, never the visitor's text). */
  reason: string;
  /** sha256 of the visitor's e-mail and message: the same lead sent again is recognised. */
  fingerprint: string;
  /** Keyed hashes of the client address and its network (the store's bounds), never the address itself. */
  client?: string;
  network?: string;
  /** The channel the visitor's answer waited for. */
  primary: Channel;
  email?: ChannelState & { raw: string; from: string };
  webhook?: ChannelState & { body: string };
  /** The Conversions API Lead to send once the primary channel delivers (marketing consent given). */
  conversion?: { event: MetaLeadEvent; sent: boolean };
};

export type KeptEntry =
  { id: string; lead: KeptLead; error?: undefined } | { id: string; lead?: undefined; error: string };

export type KeepOutcome = "kept" | "duplicate" | "client_full" | "network_full" | "full";

/** How many leads are kept: per client address, per network, and in all (beyond them: refused, logged). */
const KEEP_LIMITS = { perClient: 3, perNetwork: 10, total: 500 };
export type KeepLimits = typeof KEEP_LIMITS;

export const UNDELIVERED_HASH = "contact:undelivered";
const TAG_KEY = "contact:undelivered:key";
const DELIVERED_PREFIX = "contact:delivered:";
const DAY_SECONDS = 24 * 60 * 60;

export interface LeadStore {
  kind: "redis" | "file";
  /** Keeps the lead unless a bound is reached or, while its primary channel waits, one with its fingerprint is kept. */
  keep(lead: KeptLead, limits?: KeepLimits): Promise<KeepOutcome>;
  /** Remembers for 24 h that a lead with this fingerprint got through. */
  markDelivered(fingerprint: string): Promise<void>;
  wasDelivered(fingerprint: string): Promise<boolean>;
  /** Every kept lead; a record that cannot be read is listed as an error, not thrown. */
  list(): Promise<KeptEntry[]>;
  update(lead: KeptLead): Promise<void>;
  remove(id: string): Promise<void>;
  /** The key of today's client tags: a day later it is gone, and the tags cannot be traced back to an address. */
  tagKey(): Promise<Buffer>;
}

export function leadFingerprint(email: string, message: string): string {
  return createHash("sha256").update(`${email.trim().toLowerCase()}\n${message.trim()}`).digest("hex");
}

/** A keyed hash of an address or network: the bounds can compare them, nobody can read an address from them. */
export function clientTag(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex").slice(0, 24);
}

export function isExpired(lead: Pick<KeptLead, "receivedAt">, now: Date, keepDays: number): boolean {
  return now.getTime() - Date.parse(lead.receivedAt) > keepDays * DAY_SECONDS * 1000;
}

/**
 * Whether the lead's primary channel has not delivered: then a copy the visitor sent again counts as the same lead.
 * A lead kept only for a channel after the answer (its primary delivered) is not.
 */
export function waitsForPrimary(lead: KeptLead): boolean {
  return lead[lead.primary] !== undefined;
}

/** The channels still waiting for a delivery. */
export function pendingChannels(lead: KeptLead): Channel[] {
  return (["email", "webhook"] as const).filter((channel) => lead[channel]?.status === "pending");
}

type LegacyLead = {
  id: string;
  keptAt: string;
  reason?: string;
  fingerprint: string;
  envelope: { from: string };
  raw: string;
};

/** A record as stored; one kept by an earlier version (a bare e-mail) is read as a pending e-mail. */
function parseLead(text: string): KeptLead {
  const json = JSON.parse(text) as Partial<KeptLead> & Partial<LegacyLead>;
  if (typeof json?.id !== "string" || typeof json.fingerprint !== "string")
    throw new Error("not a kept lead (id or fingerprint missing)");
  if (typeof json.raw === "string" && json.envelope && !json.email) {
    const keptAt = json.keptAt ?? new Date(0).toISOString();
    return {
      id: json.id,
      receivedAt: keptAt,
      keptAt,
      reason: json.reason ?? "",
      fingerprint: json.fingerprint,
      primary: "email",
      email: { status: "pending", attempts: 0, nextAttemptAt: keptAt, raw: json.raw, from: json.envelope.from },
    };
  }
  if (typeof json.receivedAt !== "string" || (json.primary !== "email" && json.primary !== "webhook")) {
    throw new Error("not a kept lead (receivedAt or primary missing)");
  }
  return json as KeptLead;
}

// Atomic in Redis: the bounds and the duplicate check see every instance's leads.
const KEEP_SCRIPT = `
local all = redis.call('HVALS', KEYS[1])
local client, network = 0, 0
for _, value in ipairs(all) do
  local ok, lead = pcall(cjson.decode, value)
  if ok and type(lead) == 'table' then
    if ARGV[9] == '1' and lead.fingerprint == ARGV[3] then return 'duplicate' end
    if ARGV[4] ~= '' and lead.client == ARGV[4] then client = client + 1 end
    if ARGV[5] ~= '' and lead.network == ARGV[5] then network = network + 1 end
  end
end
if #all >= tonumber(ARGV[8]) then return 'full' end
if client >= tonumber(ARGV[6]) then return 'client_full' end
if network >= tonumber(ARGV[7]) then return 'network_full' end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 'kept'`;

export class RedisLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(readonly redis: Redis) {}

  async keep(lead: KeptLead, limits = KEEP_LIMITS) {
    const args = [lead.id, JSON.stringify(lead), lead.fingerprint, lead.client ?? "", lead.network ?? ""];
    const limitArgs = [limits.perClient, limits.perNetwork, limits.total, waitsForPrimary(lead) ? "1" : "0"];
    return (await this.redis.eval(KEEP_SCRIPT, 1, UNDELIVERED_HASH, ...args, ...limitArgs)) as KeepOutcome;
  }

  async markDelivered(fingerprint: string) {
    await this.redis.set(`${DELIVERED_PREFIX}${fingerprint}`, new Date().toISOString(), "EX", DAY_SECONDS);
  }

  async wasDelivered(fingerprint: string) {
    return (await this.redis.exists(`${DELIVERED_PREFIX}${fingerprint}`)) === 1;
  }

  async list(): Promise<KeptEntry[]> {
    const all = await this.redis.hgetall(UNDELIVERED_HASH);
    return Object.entries(all).map(([id, json]) => {
      try {
        return { id, lead: parseLead(json) };
      } catch (error) {
        return { id, error: (error as Error).message };
      }
    });
  }

  async update(lead: KeptLead) {
    await this.redis.hset(UNDELIVERED_HASH, lead.id, JSON.stringify(lead));
  }

  async remove(id: string) {
    await this.redis.hdel(UNDELIVERED_HASH, id);
  }

  async tagKey() {
    await this.redis.set(TAG_KEY, randomBytes(32).toString("base64"), "EX", DAY_SECONDS, "NX");
    const key = await this.redis.get(TAG_KEY);
    if (!key) throw new Error("no tag key in Redis");
    return Buffer.from(key, "base64");
  }
}

export class FileLeadStore implements LeadStore {
  readonly kind = "file";
  private queue: Promise<unknown> = Promise.resolve();
  constructor(private readonly outboxDir: string) {}

  private get dir() {
    return path.join(this.outboxDir, "undelivered");
  }

  keep(lead: KeptLead, limits = KEEP_LIMITS): Promise<KeepOutcome> {
    // One keep at a time in this process, so two failures cannot both pass a bound.
    const next = this.queue.then(async (): Promise<KeepOutcome> => {
      const kept: KeptLead[] = [];
      for (const entry of await this.list()) if (entry.lead) kept.push(entry.lead);
      const count = (tag: "client" | "network") => kept.filter((other) => lead[tag] && other[tag] === lead[tag]).length;
      if (waitsForPrimary(lead) && kept.some((other) => other.fingerprint === lead.fingerprint)) return "duplicate";
      if (kept.length >= limits.total) return "full";
      if (count("client") >= limits.perClient) return "client_full";
      if (count("network") >= limits.perNetwork) return "network_full";
      await writeWhole(this.dir, `${lead.id}.json`, JSON.stringify(lead, null, 2));
      return "kept";
    });
    this.queue = next.catch(() => {});
    return next;
  }

  async markDelivered(fingerprint: string) {
    // Only needed while leads are kept (the outbox folder otherwise stays .eml files only).
    const kept = await readdir(this.dir).catch(() => [] as string[]);
    if (!kept.some((name) => name.endsWith(".json"))) return;
    const dir = path.join(this.outboxDir, "delivered");
    await writeWhole(dir, `${fingerprint}.json`, JSON.stringify({ deliveredAt: new Date().toISOString() }));
    const cutoff = Date.now() - DAY_SECONDS * 1000;
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  async wasDelivered(fingerprint: string) {
    const info = await stat(path.join(this.outboxDir, "delivered", `${fingerprint}.json`)).catch(() => undefined);
    return info !== undefined && info.mtimeMs > Date.now() - DAY_SECONDS * 1000;
  }

  async list(): Promise<KeptEntry[]> {
    const names = (await readdir(this.dir).catch(() => [] as string[]))
      .filter((name) => name.endsWith(".json") && !name.startsWith("."))
      .sort();
    return Promise.all(
      names.map(async (name) => {
        const id = name.replace(/\.json$/, "");
        try {
          return { id, lead: parseLead(await readFile(path.join(this.dir, name), "utf8")) };
        } catch (error) {
          return { id, error: (error as Error).message };
        }
      }),
    );
  }

  async update(lead: KeptLead) {
    await writeWhole(this.dir, `${lead.id}.json`, JSON.stringify(lead, null, 2));
  }

  async remove(id: string) {
    await rm(path.join(this.dir, `${id}.json`), { force: true });
  }

  async tagKey() {
    const file = path.join(this.dir, ".tag-key");
    const info = await stat(file).catch(() => undefined);
    if (info && info.mtimeMs > Date.now() - DAY_SECONDS * 1000) return readFile(file);
    const key = randomBytes(32);
    await writeWhole(this.dir, ".tag-key", key);
    return key;
  }
}

/** Redis first; when Redis cannot take the lead, the folder (a lead kept on disk beats a lead lost). */
class RedisOrFileLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    readonly redis: RedisLeadStore,
    readonly file: FileLeadStore,
  ) {}

  async keep(lead: KeptLead, limits = KEEP_LIMITS) {
    try {
      return await this.redis.keep(lead, limits);
    } catch (error) {
      console.warn(
        `[contact] lead ${lead.id}: Redis unavailable (${(error as Error)?.message}), kept as a file instead`,
      );
      return this.file.keep(lead, limits);
    }
  }

  async markDelivered(fingerprint: string) {
    await this.redis.markDelivered(fingerprint).catch(() => this.file.markDelivered(fingerprint));
  }

  /** In whichever store holds the record: Redis normally, the folder for leads delivered while Redis was down. */
  async wasDelivered(fingerprint: string) {
    if (await this.file.wasDelivered(fingerprint)) return true;
    return this.redis.wasDelivered(fingerprint);
  }

  list() {
    return this.redis.list();
  }

  update(lead: KeptLead) {
    return this.redis.update(lead);
  }

  remove(id: string) {
    return this.redis.remove(id);
  }

  tagKey() {
    return this.redis.tagKey().catch(() => this.file.tagKey());
  }
}

/** Redis (with the folder as its fallback) when REDIS_URL is set, else OUTBOX_DIR. */
export function leadStoreFromEnv(raw: Record<string, string | undefined> = process.env): LeadStore {
  const redis = redisFromEnv(raw);
  const file = new FileLeadStore(outboxDir(raw));
  return redis ? new RedisOrFileLeadStore(new RedisLeadStore(redis), file) : file;
}

/**
 * Stores what is left of a kept lead after a channel delivered (the caller removed that channel): deleted when nothing
 * is pending or refused and its conversion is sent; then its fingerprint counts as delivered, so a copy the visitor
 * sent again is not delivered twice.
 */
export async function settle(store: LeadStore, lead: KeptLead): Promise<"removed" | "updated"> {
  const waiting =
    lead.email !== undefined || lead.webhook !== undefined || (lead.conversion !== undefined && !lead.conversion.sent);
  if (waiting) {
    await store.update(lead);
    return "updated";
  }
  await store.markDelivered(lead.fingerprint);
  await store.remove(lead.id);
  return "removed";
}
