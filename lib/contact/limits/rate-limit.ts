import "server-only";
import { RateLimiterMemory, type RateLimiterRes } from "rate-limiter-flexible";

export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/** Counts submissions per key, delivered or not: a failed delivery keeps the lead and costs the mail server a try. */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>;
  /** Gives back one consumed point (a submission that another limit then held). */
  refund(key: string): Promise<void>;
}

export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;

/**
 * What a rate-limiter-flexible consume() settles with, as our result; anything else (an error) is rethrown. Read by its
 * data: the limiter may come from another bundle's copy of the library.
 */
export function toResult(outcome: unknown, allowed: boolean): RateLimitResult {
  const msBeforeNext = (outcome as Partial<RateLimiterRes> | undefined)?.msBeforeNext;
  if (outcome instanceof Error || typeof msBeforeNext !== "number") throw outcome;
  return allowed
    ? { allowed: true, retryAfterSeconds: 0 }
    : { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)) };
}

function memoryStore(limit: number, windowMs = RATE_LIMIT_WINDOW_MS, keyPrefix = "contact:rl"): RateLimiterMemory {
  return new RateLimiterMemory({ points: limit, duration: Math.ceil(windowMs / 1000), keyPrefix });
}

export class MemoryRateLimiter implements RateLimiter {
  private readonly store: RateLimiterMemory;

  constructor({ limit, windowMs = RATE_LIMIT_WINDOW_MS }: { limit: number; windowMs?: number }) {
    this.store = memoryStore(limit, windowMs);
  }

  consume(key: string): Promise<RateLimitResult> {
    return this.store.consume(key).then(
      (res) => toResult(res, true),
      (res: unknown) => toResult(res, false),
    );
  }

  async refund(key: string) {
    await this.store.reward(key, 1);
  }
}
