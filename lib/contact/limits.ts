import "server-only";
import type { Redis } from "ioredis";
import type { ClientKeys } from "./client-address";
import { MemoryRateLimiter, RATE_LIMIT_WINDOW_MS, type RateLimiter } from "./rate-limit";
import { RedisRateLimiter } from "./redis-rate-limit";

/** An IPv6 /48 may send this many times the per-address limit: one site's many /64s, not one visitor's. */
const NETWORK_FACTOR = 4;
const SITE_WINDOW_MS = 60 * 60 * 1000;

/**
 * The limits a submission passes before it is delivered, in this order: per client address (10 minutes), per IPv6
 * /48 network (10 minutes), and the site-wide ceiling of accepted leads (an hour). Shared through Redis when it is
 * configured, per process otherwise.
 */
export type ContactLimits = { address: RateLimiter; network: RateLimiter; site: RateLimiter };

export type LimitsConfig = { perAddress: number; perSite: number; redis?: Redis };

export function contactLimits({ perAddress, perSite, redis }: LimitsConfig): ContactLimits {
  const limiter = (limit: number, windowMs: number, keyPrefix: string, warn?: (message: string) => void) =>
    redis
      ? new RedisRateLimiter({ redis, limit, windowMs, keyPrefix, warn })
      : new MemoryRateLimiter({ limit, windowMs });
  const quiet = () => {};
  return {
    address: limiter(perAddress, RATE_LIMIT_WINDOW_MS, "contact:rl"),
    // One warning when Redis fails is enough: the address limiter gives it.
    network: limiter(perAddress * NETWORK_FACTOR, RATE_LIMIT_WINDOW_MS, "contact:rl-net", quiet),
    site: limiter(perSite, SITE_WINDOW_MS, "contact:rl-site", quiet),
  };
}

export type LimitVerdict =
  { allowed: true } | { allowed: false; retryAfterSeconds: number; scope: "address" | "network" | "site" };

let ceilingWarnedAt = -Infinity;

/**
 * Counts a submission against each limit in turn; the first that refuses decides. A limiter whose store fails lets
 * the submission through (a broken store must not cost a lead) and says so in the log.
 */
export async function consumeLimits(
  limits: ContactLimits,
  client: ClientKeys,
  siteLimit: number,
): Promise<LimitVerdict> {
  const steps: ["address" | "network" | "site", RateLimiter, string][] = [["address", limits.address, client.address]];
  if (client.ipv6 && client.network) steps.push(["network", limits.network, client.network]);
  steps.push(["site", limits.site, "site"]);
  for (const [scope, limiter, key] of steps) {
    const result = await limiter.consume(key).catch((error: unknown) => {
      console.error(`[contact] ${scope} rate limiter unavailable, submission let through:`, (error as Error)?.name);
      return { allowed: true, retryAfterSeconds: 0 };
    });
    if (result.allowed) continue;
    if (scope === "site" && Date.now() - ceilingWarnedAt >= SITE_WINDOW_MS) {
      ceilingWarnedAt = Date.now();
      console.warn(
        `[contact] the site-wide ceiling of ${siteLimit} leads per hour (CONTACT_SITE_LIMIT) is reached: ` +
          "further submissions are answered 429 until the hour is over",
      );
    }
    return { allowed: false, retryAfterSeconds: result.retryAfterSeconds, scope };
  }
  return { allowed: true };
}
