#!/usr/bin/env node
// npm run leads:retry — re-sends the leads the contact API kept when their delivery failed
// (lib/contact/undelivered.ts writes them). Reads them from Redis (REDIS_URL set: the hash contact:undelivered)
// or from OUTBOX_DIR/undelivered/*.json, sends each through SMTP_URL, and removes a lead only once the SMTP
// server accepted it. A lead whose visitor got through later (same e-mail and message, fingerprint remembered
// for 24 h) is removed without sending. Exit code 0 when nothing is left failing, else 1.
import { readdir, readFile, rm, mkdir, writeFile, stat } from "node:fs/promises";
import path from "node:path";
import { Redis } from "ioredis";
import nodemailer from "nodemailer";

const UNDELIVERED_HASH = "contact:undelivered";
const DELIVERED_PREFIX = "contact:delivered:";
const DAY_MS = 24 * 60 * 60 * 1000;

const env = process.env;
const smtpUrl = env.SMTP_URL?.trim();
if (!smtpUrl) {
  console.error("leads:retry needs SMTP_URL (where to send the kept leads).");
  process.exit(2);
}
const url = new URL(smtpUrl);
for (const [key, value] of Object.entries({ connectionTimeout: "5000", greetingTimeout: "5000", socketTimeout: "10000" })) {
  if (!url.searchParams.has(key)) url.searchParams.set(key, value);
}
const transporter = nodemailer.createTransport(url.toString());
const outboxDir = path.resolve(env.OUTBOX_DIR?.trim() || ".data/outbox");

/** The kept leads wherever they are: Redis (when REDIS_URL is set) and the folder (Redis' fallback). */
function stores() {
  const list = [];
  const redisUrl = env.REDIS_URL?.trim();
  if (redisUrl) {
    const redis = new Redis(redisUrl, {
      connectTimeout: 2000,
      maxRetriesPerRequest: 1,
      lazyConnect: true,
      retryStrategy: () => null,
    });
    let lastError;
    redis.on("error", (error) => (lastError = error));
    list.push({
      name: "redis",
      async open() {
        await redis.connect().catch((error) => {
          throw lastError ?? error;
        });
      },
      async list() {
        const all = await redis.hgetall(UNDELIVERED_HASH);
        return Object.entries(all).map(([id, json]) => ({ id, lead: JSON.parse(json) }));
      },
      remove: (id) => redis.hdel(UNDELIVERED_HASH, id),
      update: (id, lead) => redis.hset(UNDELIVERED_HASH, id, JSON.stringify(lead)),
      async deliveredRecently(fingerprint) {
        return (await redis.exists(DELIVERED_PREFIX + fingerprint)) === 1;
      },
      markDelivered: (fingerprint) =>
        redis.set(DELIVERED_PREFIX + fingerprint, new Date().toISOString(), "EX", DAY_MS / 1000),
      close: () => redis.quit().catch(() => redis.disconnect()),
    });
  }
  const dir = path.join(outboxDir, "undelivered");
  const deliveredDir = path.join(outboxDir, "delivered");
  list.push({
    name: "files",
    async open() {},
    async list() {
      const names = await readdir(dir).catch(() => []);
      const leads = [];
      for (const name of names.filter((n) => n.endsWith(".json") && !n.startsWith(".")).sort()) {
        leads.push({ id: name, lead: JSON.parse(await readFile(path.join(dir, name), "utf8")) });
      }
      return leads;
    },
    remove: (id) => rm(path.join(dir, id), { force: true }),
    update: (id, lead) => writeFile(path.join(dir, id), JSON.stringify(lead, null, 2)),
    async deliveredRecently(fingerprint) {
      const info = await stat(path.join(deliveredDir, `${fingerprint}.json`)).catch(() => undefined);
      return info !== undefined && info.mtimeMs > Date.now() - DAY_MS;
    },
    async markDelivered(fingerprint) {
      await mkdir(deliveredDir, { recursive: true });
      await writeFile(path.join(deliveredDir, `${fingerprint}.json`), JSON.stringify({ deliveredAt: new Date().toISOString() }));
    },
    async close() {},
  });
  return list;
}

const counts = { sent: 0, skipped: 0, failing: 0 };
let unreadable = 0;
for (const store of stores()) {
  try {
    await store.open();
  } catch (error) {
    unreadable++;
    console.error(`cannot read the leads kept in ${store.name}: ${error?.message}`);
    await store.close().catch(() => {});
    continue;
  }
  try {
    for (const { id, lead } of await store.list()) {
      const known = await store.deliveredRecently(lead.fingerprint);
      if (known) {
        await store.remove(id);
        counts.skipped++;
        console.log(`skipped ${lead.id}: the same lead was delivered within 24 h`);
        continue;
      }
      try {
        await transporter.sendMail({ envelope: lead.envelope, raw: lead.raw });
      } catch (error) {
        counts.failing++;
        const reason = [error?.code, error?.responseCode].filter(Boolean).join(" ") || error?.message;
        console.error(`still failing ${lead.id}: ${reason}`);
        await store.update(id, { ...lead, attempts: (lead.attempts ?? 0) + 1, lastError: reason, lastAttemptAt: new Date().toISOString() });
        continue;
      }
      // Accepted by the SMTP server: only now is the kept copy removed.
      await store.markDelivered(lead.fingerprint);
      await store.remove(id);
      counts.sent++;
      console.log(`sent ${lead.id}`);
    }
  } finally {
    await store.close();
  }
}
transporter.close();
console.log(`leads:retry: ${counts.sent} sent, ${counts.skipped} skipped, ${counts.failing} still failing`);
process.exitCode = counts.failing > 0 || unreadable > 0 ? 1 : 0;
