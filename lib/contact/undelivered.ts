import "server-only";
import { createHash } from "node:crypto";
import { readdir, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Redis } from "ioredis";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { outboxDir } from "./delivery";
import { writeWhole } from "./files";
import { renderMail } from "./transport";
import { redisFromEnv } from "./redis";

/** Kept for `npm run leads:retry` in the Redis hash `contact:undelivered` or as OUTBOX_DIR/undelivered/<id>.json. */
export type UndeliveredLead = {
  id: string;
  keptAt: string;
  reason: string;
  /** sha256 of the visitor's e-mail and message: the same lead sent again is recognised. */
  fingerprint: string;
  /** A hash of the client address the lead came from (the bound per client), never the address itself. */
  client?: string;
  envelope: { from: string; to: string[] };
  raw: string;
  attempts?: number;
  lastError?: string;
  lastAttemptAt?: string;
};

export type KeptEntry = { id: string; lead: UndeliveredLead; error?: undefined } | { id: string; lead?: undefined; error: string };

export type KeepOutcome = "kept" | "duplicate" | "client_full" | "full";

/** How many failed leads are kept: per client address, and in all (beyond them: refused, logged). */
export const KEEP_LIMITS = { perClient: 3, total: 500 };

export const UNDELIVERED_HASH = "contact:undelivered";
const DELIVERED_PREFIX = "contact:delivered:";
const DELIVERED_TTL_SECONDS = 24 * 60 * 60;

export interface LeadStore {
  kind: "redis" | "file";
  keep(lead: UndeliveredLead, limits?: typeof KEEP_LIMITS): Promise<KeepOutcome>;
  markDelivered(fingerprint: string): Promise<void>;
  wasDelivered(fingerprint: string): Promise<boolean>;
  /** Every kept lead; a record that cannot be read is listed as an error, not thrown. */
  list(): Promise<KeptEntry[]>;
  update(lead: UndeliveredLead): Promise<void>;
  remove(id: string): Promise<void>;
}

export function leadFingerprint(email: string, message: string): string {
  return createHash("sha256").update(`${email.trim().toLowerCase()}\n${message.trim()}`).digest("hex");
}

export function clientTag(clientKey: string): string {
  return createHash("sha256").update(`contact-client\n${clientKey}`).digest("hex").slice(0, 16);
}

export async function undeliveredLead(
  id: string,
  mail: SendMailOptions,
  fingerprint: string,
  reason: string,
  now = new Date(),
  client?: string,
): Promise<UndeliveredLead> {
  const { raw, envelope } = await renderMail(mail);
  return { id, keptAt: now.toISOString(), reason, fingerprint, client, envelope, raw: raw.toString("utf8") };
}

function parseLead(text: string): UndeliveredLead {
  const lead = JSON.parse(text) as UndeliveredLead;
  if (typeof lead?.id !== "string" || typeof lead.raw !== "string" || !Array.isArray(lead.envelope?.to)) {
    throw new Error("not a kept lead (id, raw or envelope missing)");
  }
  return lead;
}

// Atomic in Redis: the bounds and the duplicate check see every instance's leads.
const KEEP_SCRIPT = `
local all = redis.call('HVALS', KEYS[1])
local mine = 0
for _, value in ipairs(all) do
  local ok, lead = pcall(cjson.decode, value)
  if ok and type(lead) == 'table' then
    if lead.fingerprint == ARGV[3] then return 'duplicate' end
    if ARGV[4] ~= '' and lead.client == ARGV[4] then mine = mine + 1 end
  end
end
if #all >= tonumber(ARGV[6]) then return 'full' end
if mine >= tonumber(ARGV[5]) then return 'client_full' end
redis.call('HSET', KEYS[1], ARGV[1], ARGV[2])
return 'kept'`;

export class RedisLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(readonly redis: Redis) {}

  async keep(lead: UndeliveredLead, limits = KEEP_LIMITS) {
    const args = [lead.id, JSON.stringify(lead), lead.fingerprint, lead.client ?? "", limits.perClient, limits.total];
    return (await this.redis.eval(KEEP_SCRIPT, 1, UNDELIVERED_HASH, ...args)) as KeepOutcome;
  }

  async markDelivered(fingerprint: string) {
    await this.redis.set(`${DELIVERED_PREFIX}${fingerprint}`, new Date().toISOString(), "EX", DELIVERED_TTL_SECONDS);
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

  async update(lead: UndeliveredLead) {
    await this.redis.hset(UNDELIVERED_HASH, lead.id, JSON.stringify(lead));
  }

  async remove(id: string) {
    await this.redis.hdel(UNDELIVERED_HASH, id);
  }
}

export class FileLeadStore implements LeadStore {
  readonly kind = "file";
  private queue: Promise<unknown> = Promise.resolve();
  constructor(private readonly outboxDir: string) {}

  private get dir() {
    return path.join(this.outboxDir, "undelivered");
  }

  keep(lead: UndeliveredLead, limits = KEEP_LIMITS): Promise<KeepOutcome> {
    // One keep at a time in this process, so two failures cannot both pass a bound.
    const next = this.queue.then(async (): Promise<KeepOutcome> => {
      const kept: UndeliveredLead[] = [];
      for (const entry of await this.list()) if (entry.lead) kept.push(entry.lead);
      if (kept.some((other) => other.fingerprint === lead.fingerprint)) return "duplicate";
      if (kept.length >= limits.total) return "full";
      if (lead.client && kept.filter((other) => other.client === lead.client).length >= limits.perClient) return "client_full";
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
    // Forget fingerprints older than 24 h (their file's time is when the lead got through).
    const cutoff = Date.now() - DELIVERED_TTL_SECONDS * 1000;
    for (const name of await readdir(dir)) {
      const file = path.join(dir, name);
      const { mtimeMs } = await stat(file).catch(() => ({ mtimeMs: Infinity }));
      if (mtimeMs < cutoff) await rm(file, { force: true });
    }
  }

  async wasDelivered(fingerprint: string) {
    const info = await stat(path.join(this.outboxDir, "delivered", `${fingerprint}.json`)).catch(() => undefined);
    return info !== undefined && info.mtimeMs > Date.now() - DELIVERED_TTL_SECONDS * 1000;
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

  async update(lead: UndeliveredLead) {
    await writeWhole(this.dir, `${lead.id}.json`, JSON.stringify(lead, null, 2));
  }

  async remove(id: string) {
    await rm(path.join(this.dir, `${id}.json`), { force: true });
  }
}

/** Redis first; when Redis cannot take the lead, the file (a lead kept on disk beats a lead lost). */
class RedisOrFileLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    readonly redis: RedisLeadStore,
    readonly file: FileLeadStore,
  ) {}

  async keep(lead: UndeliveredLead, limits = KEEP_LIMITS) {
    try {
      return await this.redis.keep(lead, limits);
    } catch (error) {
      console.warn(`[contact] lead ${lead.id}: Redis unavailable (${(error as Error)?.message}), kept as a file instead`);
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

  update(lead: UndeliveredLead) {
    return this.redis.update(lead);
  }

  remove(id: string) {
    return this.redis.remove(id);
  }
}

export function leadStoreFromEnv(raw: Record<string, string | undefined> = process.env): LeadStore {
  const redis = redisFromEnv(raw);
  const file = new FileLeadStore(outboxDir(raw));
  return redis ? new RedisOrFileLeadStore(new RedisLeadStore(redis), file) : file;
}
