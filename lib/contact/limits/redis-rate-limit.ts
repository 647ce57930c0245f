import "server-only";
import type { Redis } from "ioredis";
import { RateLimiterMemory, RateLimiterRedis } from "rate-limiter-flexible";
import { RATE_LIMIT_WINDOW_MS, toResult, type RateLimiter, type RateLimitResult } from "./rate-limit";
import { whenConnecting } from "../store/redis";

type Options = {
  redis: Redis;
  limit: number;
  windowMs?: number;
  keyPrefix?: string;
  warn?: (message: string) => void;
};

/** The insurance limiter, telling its owner each time Redis failed and it had to count instead. */
class Insurance extends RateLimiterMemory {
  onUse: () => void = () => {};
  override consume(...args: Parameters<RateLimiterMemory["consume"]>) {
    this.onUse();
    return super.consume(...args);
  }
}

/** Shared by every instance; while Redis cannot answer, the insurance limiter counts in memory with the same window. */
export class RedisRateLimiter implements RateLimiter {
  private readonly redis: Redis;
  private readonly store: RateLimiterRedis;
  private readonly warn: (message: string) => void;
  private degraded = false;
  private started = false;

  constructor({
    redis,
    limit,
    windowMs = RATE_LIMIT_WINDOW_MS,
    keyPrefix = "contact:rl",
    warn = console.warn,
  }: Options) {
    this.redis = redis;
    const duration = Math.ceil(windowMs / 1000);
    const insurance = new Insurance({ points: limit, duration, keyPrefix });
    insurance.onUse = () => this.failed();
    this.store = new RateLimiterRedis({
      storeClient: redis,
      points: limit,
      duration,
      keyPrefix,
      // Not connected: fail over to the insurance at once rather than wait for a connection.
      rejectIfRedisNotReady: true,
      insuranceLimiter: insurance,
    });
    this.warn = warn;
  }

  async consume(key: string): Promise<RateLimitResult> {
    if (!this.started) {
      // The first request after start-up waits for the first connection (at most 1 s), later ones never.
      this.started = true;
      await whenConnecting(this.redis);
    }
    const wasDegraded = this.degraded;
    this.degraded = false;
    const insured = () => this.degraded;
    const result = await this.store.consume(key).then(
      (res) => toResult(res, true),
      (res: unknown) => toResult(res, false),
    );
    if (!insured() && wasDegraded) console.info("[contact] Redis rate limit available again");
    if (insured() && !wasDegraded) this.report();
    if (insured()) this.degraded = true;
    return result;
  }

  async refund(key: string) {
    await this.store.reward(key, 1);
  }

  private failed() {
    this.degraded = true;
  }

  private report() {
    this.warn("[contact] Redis rate limit unavailable: this instance limits in memory until Redis answers again");
  }
}
