import { createHash, randomUUID } from "node:crypto";
import { mkdir, readdir, rename, rm, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Redis } from "ioredis";
import nodemailer from "nodemailer";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { redisFromEnv } from "./redis";

/**
 * A lead the transport did not accept, kept so `npm run leads:retry` (scripts/leads-retry.mjs) can send it
 * later. Plain JSON with the ready-to-send RFC 822 message, so the script needs nothing of this code base.
 * Redis: the hash `contact:undelivered` (field: id, value: this JSON). Files: OUTBOX_DIR/undelivered/<id>.json.
 */
export type UndeliveredLead = {
  id: string;
  keptAt: string;
  reason: string;
  /** sha256 of the visitor's e-mail and message: the same lead sent again later is recognised. */
  fingerprint: string;
  envelope: { from: string; to: string[] };
  raw: string;
};

export const UNDELIVERED_HASH = "contact:undelivered";
export const DELIVERED_PREFIX = "contact:delivered:";
export const DELIVERED_TTL_SECONDS = 24 * 60 * 60;

export interface LeadStore {
  kind: "redis" | "file";
  keep(lead: UndeliveredLead): Promise<void>;
  /** Remember for 24 h that a lead with this fingerprint got through. */
  markDelivered(fingerprint: string): Promise<void>;
}

export function leadFingerprint(email: string, message: string): string {
  return createHash("sha256").update(`${email.trim().toLowerCase()}\n${message.trim()}`).digest("hex");
}

const renderer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });

/** The lead as it would have been sent, with its reason, ready to keep. */
export async function undeliveredLead(
  id: string,
  mail: SendMailOptions,
  fingerprint: string,
  reason: string,
  now = new Date(),
): Promise<UndeliveredLead> {
  const info = await renderer.sendMail(mail);
  const envelope = info.envelope as { from: string | false; to: string[] };
  return {
    id,
    keptAt: now.toISOString(),
    reason,
    fingerprint,
    envelope: { from: envelope.from || "", to: envelope.to },
    raw: (info.message as Buffer).toString("utf8"),
  };
}

export class RedisLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(private readonly redis: Redis) {}

  async keep(lead: UndeliveredLead) {
    await this.redis.hset(UNDELIVERED_HASH, lead.id, JSON.stringify(lead));
  }

  async markDelivered(fingerprint: string) {
    await this.redis.set(`${DELIVERED_PREFIX}${fingerprint}`, new Date().toISOString(), "EX", DELIVERED_TTL_SECONDS);
  }
}

export class FileLeadStore implements LeadStore {
  readonly kind = "file";
  constructor(private readonly outboxDir: string) {}

  async keep(lead: UndeliveredLead) {
    await writeWhole(path.join(this.outboxDir, "undelivered"), `${lead.id}.json`, JSON.stringify(lead, null, 2));
  }

  async markDelivered(fingerprint: string) {
    // Only needed while leads are kept (the outbox folder otherwise stays .eml files only).
    const kept = await readdir(path.join(this.outboxDir, "undelivered")).catch(() => [] as string[]);
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
}

async function writeWhole(dir: string, name: string, text: string) {
  await mkdir(dir, { recursive: true });
  const temporary = path.join(dir, `.${name}.${randomUUID()}.tmp`);
  await writeFile(temporary, text);
  await rename(temporary, path.join(dir, name));
}

export function outboxDirFromEnv(env: Record<string, string | undefined> = process.env): string {
  return path.resolve(/*turbopackIgnore: true*/ process.cwd(), env.OUTBOX_DIR?.trim() || ".data/outbox");
}

/** Redis first; when Redis cannot take the lead, the file (a lead kept on disk beats a lead lost). */
class RedisOrFileLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    private readonly redis: RedisLeadStore,
    private readonly file: FileLeadStore,
  ) {}

  async keep(lead: UndeliveredLead) {
    try {
      await this.redis.keep(lead);
    } catch (error) {
      console.warn(`[contact] lead ${lead.id}: Redis unavailable (${(error as Error)?.message}), kept as a file instead`);
      await this.file.keep(lead);
    }
  }

  async markDelivered(fingerprint: string) {
    await this.redis.markDelivered(fingerprint);
  }
}

/** Redis when REDIS_URL is set, else OUTBOX_DIR. */
export function leadStoreFromEnv(env: Record<string, string | undefined> = process.env): LeadStore {
  const redis = redisFromEnv(env);
  const file = new FileLeadStore(outboxDirFromEnv(env));
  return redis ? new RedisOrFileLeadStore(new RedisLeadStore(redis), file) : file;
}
