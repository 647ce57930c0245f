import { describe, expect, it } from "vitest";
import { MemoryRateLimiter, rateLimitFromEnv } from "./rate-limit";

function clock(start = 1_000_000) {
  let now = start;
  return { now: () => now, advance: (ms: number) => (now += ms) };
}

describe("MemoryRateLimiter", () => {
  it("allows the limit within the window, then refuses with the time until the oldest expires", async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter({ limit: 3, windowMs: 600_000, now: time.now });
    for (let i = 0; i < 3; i++) {
      expect(await limiter.consume("a")).toEqual({ allowed: true, retryAfterSeconds: 0 });
      time.advance(60_000);
    }
    expect(await limiter.consume("a")).toEqual({ allowed: false, retryAfterSeconds: 420 });
    expect((await limiter.consume("b")).allowed).toBe(true);
  });

  it("slides: each submission frees its slot exactly one window later", async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter({ limit: 2, windowMs: 600_000, now: time.now });
    await limiter.consume("a"); // t=0
    time.advance(300_000);
    await limiter.consume("a"); // t=300 s
    time.advance(299_999);
    expect((await limiter.consume("a")).allowed).toBe(false);
    time.advance(1);
    expect((await limiter.consume("a")).allowed).toBe(true); // the first one left the window
    expect(await limiter.consume("a")).toEqual({ allowed: false, retryAfterSeconds: 300 });
  });

  it("does not count refused attempts", async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 600_000, now: time.now });
    await limiter.consume("a");
    for (let i = 0; i < 10; i++) await limiter.consume("a");
    time.advance(600_000);
    expect((await limiter.consume("a")).allowed).toBe(true);
  });

  it("gives a released submission back", async () => {
    const limiter = new MemoryRateLimiter({ limit: 1 });
    await limiter.consume("a");
    await limiter.release("a");
    expect((await limiter.consume("a")).allowed).toBe(true);
    expect((await limiter.consume("a")).allowed).toBe(false);
  });

  it("holds at most maxKeys keys, dropping expired ones first", async () => {
    const time = clock();
    const limiter = new MemoryRateLimiter({ limit: 1, windowMs: 1000, maxKeys: 3, now: time.now });
    await limiter.consume("old");
    time.advance(2000);
    for (const key of ["a", "b", "c"]) await limiter.consume(key);
    expect(limiter.size).toBe(3);
    expect((await limiter.consume("a")).allowed).toBe(false); // live keys are kept
    await limiter.consume("d");
    expect(limiter.size).toBe(3);
  });
});

describe("rateLimitFromEnv", () => {
  it("reads a positive integer and falls back to 5", () => {
    expect(rateLimitFromEnv("20")).toBe(20);
    for (const value of [undefined, "", "0", "-3", "2.5", "many"]) expect(rateLimitFromEnv(value)).toBe(5);
  });
});
