export type RateLimitResult = { allowed: boolean; retryAfterSeconds: number };

/**
 * Counts accepted submissions per key. `consume` takes one unit if the key is under its limit;
 * `release` gives the last one back (a lead the transport refused is not counted against its sender).
 * Implementations: the in-memory one below (one process); a shared one (Redis) for several instances.
 */
export interface RateLimiter {
  consume(key: string): Promise<RateLimitResult>;
  release(key: string): Promise<void>;
}

export const RATE_LIMIT_WINDOW_MS = 10 * 60 * 1000;
export const DEFAULT_RATE_LIMIT = 5;

/** CONTACT_RATE_LIMIT as a positive integer, else the default. */
export function rateLimitFromEnv(value: string | undefined): number {
  const limit = Number(value);
  return Number.isInteger(limit) && limit > 0 ? limit : DEFAULT_RATE_LIMIT;
}

type Options = { limit: number; windowMs?: number; maxKeys?: number; now?: () => number };

/** A sliding window per key (the times of the accepted submissions), kept in this process only. */
export class MemoryRateLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();
  private readonly limit: number;
  private readonly windowMs: number;
  private readonly maxKeys: number;
  private readonly now: () => number;

  constructor({ limit, windowMs = RATE_LIMIT_WINDOW_MS, maxKeys = 50_000, now = Date.now }: Options) {
    this.limit = limit;
    this.windowMs = windowMs;
    this.maxKeys = maxKeys;
    this.now = now;
  }

  async consume(key: string): Promise<RateLimitResult> {
    const now = this.now();
    const times = this.recent(key, now);
    if (times.length >= this.limit) {
      const oldest = times[times.length - this.limit] ?? now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000)) };
    }
    times.push(now);
    this.hits.delete(key); // re-insert: the map's order is then least recently used first
    this.hits.set(key, times);
    this.evict(now);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  async release(key: string): Promise<void> {
    const times = this.hits.get(key);
    times?.pop();
    if (times?.length === 0) this.hits.delete(key);
  }

  /** Number of keys held (for tests and monitoring). */
  get size(): number {
    return this.hits.size;
  }

  private recent(key: string, now: number): number[] {
    const times = this.hits.get(key) ?? [];
    const start = times.findIndex((t) => t > now - this.windowMs);
    if (start === -1) return [];
    return start === 0 ? times : times.slice(start);
  }

  private evict(now: number) {
    if (this.hits.size <= this.maxKeys) return;
    for (const [key, times] of this.hits) {
      if ((times.at(-1) ?? 0) <= now - this.windowMs) this.hits.delete(key);
    }
    // Still too many live keys: forget the least recently active ones rather than grow without bound.
    for (const key of this.hits.keys()) {
      if (this.hits.size <= this.maxKeys) break;
      this.hits.delete(key);
    }
  }
}
