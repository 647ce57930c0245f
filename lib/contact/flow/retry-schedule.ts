const MINUTE = 60 * 1000;
/** After the n-th failed attempt, the wait before the next: 1 min, 5 min, 30 min, 2 h, then every 6 h. */
const BACKOFF_MS = [MINUTE, 5 * MINUTE, 30 * MINUTE, 120 * MINUTE];
const THEN_EVERY_MS = 360 * MINUTE;

export function retryAt(failedAttempts: number, now: Date): Date {
  return new Date(now.getTime() + (BACKOFF_MS[failedAttempts - 1] ?? THEN_EVERY_MS));
}
