// npm run leads:retry [-- --now]: delivers the kept leads that are due (all of them with --now) and deletes those past
// LEADS_KEEP_DAYS (docs/deployment.md). Exit code 0 when no lead is left waiting, else 1.
import { randomUUID } from "node:crypto";
import { mkdir, open, readFile, rm, stat } from "node:fs/promises";
import path from "node:path";
import type { Redis } from "ioredis";
import { channelsFromEnv, outboxDir } from "@/lib/contact/delivery";
import { FileLeadStore, RedisLeadStore, type KeptLead, type LeadStore } from "@/lib/contact/kept-leads";
import { createRedis } from "@/lib/contact/redis";
import { retryKeptLeads, type ChannelSender } from "@/lib/contact/retry";
import { createSmtpTransport, DeliveryError, smtpUrlWithTimeouts } from "@/lib/contact/transport";
import { postWebhook } from "@/lib/contact/webhook";
import { env, EnvError, metaCapiConfig } from "@/lib/env";
import { site } from "@/lib/site/identity";
import { sendMetaEvent } from "@/lib/tracking/meta-capi";

const LOCK_KEY = "contact:retry:lock";
const LOCK_SECONDS = 15 * 60;

async function main(): Promise<number> {
  const force = process.argv.includes("--now");
  let config;
  try {
    config = env();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      return 2;
    }
    throw error;
  }
  const { webhook: target } = channelsFromEnv();
  if (!config.SMTP_URL && !target) {
    console.error("leads:retry needs SMTP_URL or LEAD_WEBHOOK_URL (where to send the kept leads).");
    return 2;
  }
  let email: ChannelSender | undefined;
  if (config.SMTP_URL) {
    try {
      smtpUrlWithTimeouts(config.SMTP_URL);
    } catch {
      console.error("leads:retry: SMTP_URL is not a URL like smtps://user:password@smtp.example.com:465");
      return 2;
    }
    const transport = createSmtpTransport(config.SMTP_URL);
    // Only the recipient configured now: an address stored in a kept record never becomes one.
    const recipient = config.CONTACT_TO ?? site.email;
    email = async (lead) => {
      try {
        await transport.send({ envelope: { from: lead.email!.from, to: [recipient] }, raw: lead.email!.raw }, lead.id);
        return { ok: true };
      } catch (error) {
        return {
          ok: false,
          permanent: false,
          error: error instanceof DeliveryError ? error.message : String((error as Error)?.message),
        };
      }
    };
  }
  // The same webhook-id as the first try, so a receiver can tell a retry from a new lead.
  const webhook: ChannelSender | undefined = target
    ? (lead) => postWebhook(target, lead.id, lead.webhook!.body)
    : undefined;
  const capi = metaCapiConfig();
  const sendConversion = capi ? (lead: KeptLead) => sendMetaEvent(capi, lead.conversion!.event, lead.id) : undefined;
  const folder = outboxDir();
  const files = new FileLeadStore(folder);

  const releaseFile = await lockFile(path.join(folder, ".leads-retry.lock"));
  if (!releaseFile) {
    console.error("leads:retry: another run holds the lock file; nothing done");
    return 1;
  }
  let redis: Redis | undefined;
  let releaseRedis: (() => Promise<void>) | undefined;
  try {
    const stores: { name: string; store: LeadStore }[] = [];
    let redisStore: RedisLeadStore | undefined;
    if (config.REDIS_URL) {
      // The API's fail-fast client, without background reconnects: a Redis that never answers ends the run in seconds.
      redis = createRedis(config.REDIS_URL, { retryStrategy: () => null, lazyConnect: true });
      try {
        const token = randomUUID();
        const client = redis;
        const locked = await within(2000, async () => {
          await client.connect();
          return client.set(LOCK_KEY, token, "EX", LOCK_SECONDS, "NX");
        });
        if (locked !== "OK") {
          console.error("leads:retry: another run holds the Redis lock; nothing done");
          return 1;
        }
        releaseRedis = async () => {
          // Only our own lock: it may have expired and been taken by another run meanwhile.
          await client.eval(
            "if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end return 0",
            1,
            LOCK_KEY,
            token,
          );
        };
      } catch (error) {
        console.error(`leads:retry: cannot use Redis at REDIS_URL: ${(error as Error)?.message}`);
        return 1;
      }
      redisStore = new RedisLeadStore(redis);
      stores.push({ name: "redis", store: redisStore });
    }
    stores.push({ name: "files", store: files });

    const counts = await retryKeptLeads({
      stores,
      senders: { email, webhook },
      sendConversion,
      // The delivery record may be in either store (Redis, or the folder while Redis was down).
      deliveredRecently: async (fingerprint) =>
        (await files.wasDelivered(fingerprint)) || (redisStore ? await redisStore.wasDelivered(fingerprint) : false),
      keepDays: config.LEADS_KEEP_DAYS,
      now: () => new Date(),
      force,
    });
    const extra = [
      counts.waiting && `${counts.waiting} waiting for their next try`,
      counts.expired && `${counts.expired} expired`,
      counts.unreadable && `${counts.unreadable} unreadable`,
    ].filter(Boolean);
    console.log(
      `leads:retry: ${counts.sent} sent, ${counts.skipped} skipped, ${counts.failing} still failing${extra.map((part) => `, ${part}`).join("")}`,
    );
    return counts.failing > 0 || counts.waiting > 0 || counts.unreadable > 0 ? 1 : 0;
  } finally {
    await releaseRedis?.().catch(() => {});
    redis?.disconnect();
    await releaseFile();
  }
}

/** A lock file made with O_EXCL; one left by a run that died (older than the Redis lock's expiry) is taken over. */
async function lockFile(file: string): Promise<(() => Promise<void>) | undefined> {
  await mkdir(path.dirname(file), { recursive: true });
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const handle = await open(file, "wx");
      await handle.writeFile(`${process.pid}\n`);
      await handle.close();
      return () => rm(file, { force: true });
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const info = await stat(file).catch(() => undefined);
      const pid = Number((await readFile(file, "utf8").catch(() => "")).trim());
      const alive = pid > 0 && isAlive(pid);
      if (info && !alive && Date.now() - info.mtimeMs > 0) {
        await rm(file, { force: true });
        continue;
      }
      if (info && Date.now() - info.mtimeMs > LOCK_SECONDS * 1000) {
        await rm(file, { force: true });
        continue;
      }
      return undefined;
    }
  }
  return undefined;
}

/** The promise, or a rejection after `ms`: a server that accepts connections and never answers ends the run. */
async function within<T>(ms: number, work: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  try {
    return await Promise.race([
      work(),
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${ms / 1000} s`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error("leads:retry failed:", (error as Error)?.message ?? error);
    process.exitCode = 1;
  },
);
