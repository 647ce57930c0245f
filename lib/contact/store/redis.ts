import "server-only";
import { Redis, type RedisOptions } from "ioredis";
import type { StoreReport } from "./store";

/** Fail fast: a contact request must be answered within 2 s even when Redis is down or hanging. */
const REDIS_OPTIONS: RedisOptions = {
  connectTimeout: 1000,
  commandTimeout: 500,
  maxRetriesPerRequest: 1,
  enableOfflineQueue: false,
  // Keep trying to reconnect in the background (at most every 2 s), so the shared limit comes back by itself.
  retryStrategy: (times) => Math.min(times * 200, 2000),
};

export function createRedis(url: string, overrides: RedisOptions = {}): Redis {
  const client = new Redis(url, { ...REDIS_OPTIONS, ...overrides });
  // Without a listener ioredis prints every connection error; the limiter and the store log their own warning.
  client.on("error", () => {});
  return client;
}

let cached: { url: string; client: Redis } | undefined;

/** One client per URL for the whole process: the store and the limits share its connection. */
export function sharedRedis(url: string): Redis {
  if (cached?.url !== url) {
    cached?.client.disconnect();
    cached = { url, client: createRedis(url) };
  }
  return cached.client;
}

/** Waits (at most `ms`) for a first connection still being made, not for a broken one retried in the background. */
export async function whenConnecting(client: Redis, ms = 1000): Promise<void> {
  if (client.status === "wait") client.connect().catch(() => {});
  if (client.status !== "connecting" && client.status !== "connect" && client.status !== "wait") return;
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer);
      client.off("ready", done);
      client.off("close", done);
      resolve();
    };
    const timer = setTimeout(done, ms);
    client.once("ready", done);
    client.once("close", done);
  });
}

/**
 * What a Redis server's settings mean for the leads kept in it. An eviction policy other than noeviction may delete
 * them to make room (a problem, unless the operator accepts it); a failed snapshot makes Redis refuse writes; without
 * AOF a crash loses the last writes.
 */
export async function redisReport(client: Redis, allowEviction: boolean): Promise<StoreReport> {
  const problems: string[] = [];
  const warnings: string[] = [];
  const info = `${await client.info("memory")}\n${await client.info("persistence")}`;
  const field = (name: string) => new RegExp(`^${name}:(.*)$`, "m").exec(info)?.[1]?.trim();
  const policy = field("maxmemory_policy");
  if (policy && policy !== "noeviction") {
    const text =
      `Redis's maxmemory-policy is ${policy}: when its memory is full it may delete kept leads; set ` +
      "maxmemory-policy noeviction (or REDIS_ALLOW_EVICTION=1 to accept the risk)";
    (allowEviction ? warnings : problems).push(text);
  }
  if (field("rdb_last_bgsave_status") === "err")
    problems.push("Redis's last snapshot failed, so it refuses writes (MISCONF): check its disk");
  if (field("aof_enabled") !== "1") {
    const save = await client
      .config("GET", "save")
      .then((reply) => String((reply as string[])[1] ?? "").trim())
      .catch(() => "unknown");
    warnings.push(
      save === ""
        ? "Redis persists nothing (no appendonly, no snapshots): a restart of Redis loses every kept lead; set appendonly yes"
        : "Redis keeps snapshots only (appendonly no): a crash of Redis can lose the leads of the last minutes; set appendonly yes",
    );
  }
  return { problems, warnings };
}
