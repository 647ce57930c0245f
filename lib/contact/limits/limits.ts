import "server-only";
import type { Redis } from "ioredis";
import type { ClientKeys } from "./client-address";
import { MemoryRateLimiter, RATE_LIMIT_WINDOW_MS, type RateLimiter } from "./rate-limit";
import { RedisRateLimiter } from "./redis-rate-limit";

/** Each network (an IPv6 /48 or an IPv4 /24) may spend this share of the site-wide ceiling, at least one lead. */
const NETWORK_SHARE = 1 / 6;
const SITE_WINDOW_MS = 60 * 60 * 1000;

/** How many leads an hour one network may have delivered one by one. */
const networkShare = (perSite: number) => Math.max(1, Math.floor(perSite * NETWORK_SHARE));

/**
 * The limits a submission passes, in this order: per client address (10 minutes), the network's share of the site's
 * ceiling (an hour), and the site-wide ceiling of leads delivered one by one (an hour). Shared through Redis when it
 * is configured, per process otherwise.
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
    network: limiter(networkShare(perSite), SITE_WINDOW_MS, "contact:rl-share", quiet),
    site: limiter(perSite, SITE_WINDOW_MS, "contact:rl-site", quiet),
  };
}

/**
 * deliver: the lead goes its way. refuse (429): only the one address that spent its own limit. hold: past its
 * network's share or the site's ceiling the lead is accepted and held for the owner's digest: a stranger never pays
 * for a flood, and one network cannot spend the ceiling for everyone else.
 */
export type LimitVerdict =
  | { verdict: "deliver" }
  | { verdict: "refuse"; retryAfterSeconds: number }
  | { verdict: "hold"; scope: "network" | "site" };

/**
 * Counts a submission against each limit in turn; the first that is spent decides. A limiter whose store fails lets
 * the submission through (a broken store must not cost a lead) and says so in the log.
 */
export async function consumeLimits(limits: ContactLimits, client: ClientKeys): Promise<LimitVerdict> {
  const consume = (scope: keyof ContactLimits, key: string) =>
    limits[scope].consume(key).catch((error: unknown) => {
      console.error(`[contact] ${scope} rate limiter unavailable, submission let through:`, (error as Error)?.name);
      return { allowed: true, retryAfterSeconds: 0 };
    });
  const address = await consume("address", client.address);
  if (!address.allowed) return { verdict: "refuse", retryAfterSeconds: address.retryAfterSeconds };
  // A held lead spends neither its network's share nor the site's ceiling.
  const network = client.network ?? client.address;
  if (!(await consume("network", network)).allowed) return { verdict: "hold", scope: "network" };
  if (!(await consume("site", "site")).allowed) {
    await limits.network.refund(network).catch(() => {});
    return { verdict: "hold", scope: "site" };
  }
  return { verdict: "deliver" };
}
