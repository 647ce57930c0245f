import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MemoryRateLimiter } from "./rate-limit";

// rate-limiter-flexible's in-memory limiter reads Date.now() and expires keys with timers: fake both.
beforeEach(() => {
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe("MemoryRateLimiter (rate-limiter-flexible's RateLimiterMemory)", () => {
  it("allows the limit within the window, then refuses with the time until the window ends", async () => {
    const limiter = new MemoryRateLimiter({ limit: 3, windowMs: 600_000 });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
      vi.advanceTimersByTime(60_000);
    }
    expect(await limiter.consume("a")).toEqual({ allowed: false, retryAfterSeconds: 420 });
    expect((await limiter.consume("b")).allowed).toBe(true);
  });

  it("counts one fixed window from a key's first submission, like the Redis limiter: all slots come back at once", async () => {
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 600_000 });
    await limiter.consume("a"); // t=0: the window runs to t=600 s
    vi.advanceTimersByTime(300_000);
    await limiter.consume("a"); // t=300 s
    expect(await limiter.consume("a")).toEqual({ allowed: false, retryAfterSeconds: 300 });
    vi.advanceTimersByTime(300_000); // t=600 s: a new window, both slots free
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(false);
  });

  it("does not extend the window for refused attempts", async () => {
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 600_000 });
    await limiter.consume("a");
    for (let i = 0; i < 10; i++) await limiter.consume("a");
    vi.advanceTimersByTime(600_000);
    expect((await limiter.consume("a")).allowed).toBe(true);
  });
});
