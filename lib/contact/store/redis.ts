import "server-only";
import { Redis, type RedisOptions } from "ioredis";

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
