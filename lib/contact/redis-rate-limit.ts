import type { Redis } from "ioredis";
import { RateLimiterRedis, RateLimiterRes } from "rate-limiter-flexible";
import { whenConnecting } from "./redis";
import { MemoryRateLimiter, RATE_LIMIT_WINDOW_MS, type RateLimiter, type RateLimitResult } from "./rate-limit";

type Options = {
  redis: Redis;
  limit: number;
  windowMs?: number;
  keyPrefix?: string;
  /** Where the one warning goes (tests pass a spy). */
  warn?: (message: string) => void;
};

/**
 * One limit per key shared by every instance, kept in Redis by rate-limiter-flexible (a fixed window of
 * `windowMs`). `consume` counts a submission before it is sent, `release` rewards it back when delivery failed,
 * so only accepted submissions count. When Redis cannot answer (down, unreachable, slower than the client's
 * command timeout), this instance falls back to its own in-memory limit and logs one warning until Redis
 * answers again.
 */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly store: RateLimiterRedis;
  private readonly fallback: MemoryRateLimiter;
  private readonly warn: (message: string) => void;
  private degraded = false;
  private started = false;

  constructor({ redis, limit, windowMs = RATE_LIMIT_WINDOW_MS, keyPrefix = "contact:rl", warn = console.warn }: Options) {
    this.redis = redis;
    this.store = new RateLimiterRedis({
      storeClient: redis,
      points: limit,
      duration: Math.ceil(windowMs / 1000),
      keyPrefix,
      // Not connected: fail at once rather than wait for a connection.
      rejectIfRedisNotReady: true,
    });
    this.fallback = new MemoryRateLimiter({ limit, windowMs });
    this.warn = warn;
  }

  async consume(key: string): Promise<RateLimitResult> {
    if (!this.started) {
      // The first request after start-up waits for the first connection (at most 1 s), later ones never.
      this.started = true;
      await whenConnecting(this.redis);
    }
    try {
      await this.store.consume(key);
      this.recovered();
      return { allowed: true, retryAfterSeconds: 0 };
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        this.recovered();
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(outcome.msBeforeNext / 1000)) };
      }
      this.failed(outcome);
      return this.fallback.consume(key);
    }
  }

  async release(key: string): Promise<void> {
    if (this.degraded) return this.fallback.release(key);
    try {
      await this.store.reward(key, 1);
    } catch (error) {
      this.failed(error);
    }
  }

  private failed(error: unknown) {
    if (this.degraded) return;
    this.degraded = true;
    const reason = error instanceof Error ? error.message : String(error);
    this.warn(`[contact] Redis rate limit unavailable (${reason}): this instance limits in memory until Redis answers again`);
  }

  private recovered() {
    if (!this.degraded) return;
    this.degraded = false;
    console.info("[contact] Redis rate limit available again");
  }
}
