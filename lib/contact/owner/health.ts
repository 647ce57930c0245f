import "server-only";
import type { LeadRecord } from "../store/record";
import type { LeadRuntime } from "../runtime";

/** A held lead waits for the hourly digest: it is overdue only once that hour, and the allowance, have passed. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;

type HealthProblem = "overdue" | "expired" | "refused" | "unreadable";

export type HealthReport = {
  status: "ok" | "failing";
  problems: HealthProblem[];
  counts: {
    pending: number;
    oldestPendingMinutes: number | null;
    refused: number;
    expiredLastDay: number;
    held: number;
    unreadable: number;
    lastPassAt: string | null;
  };
};

const waiting = (record: LeadRecord) => Object.values(record.channels).some((state) => state.status === "pending");

/**
 * The state of the leads, for uptime monitors and the heartbeat: failing while a lead waits longer than
 * LEADS_OVERDUE_MINUTES, an undelivered lead expired in the last 24 hours, a channel refused a lead still kept, or the
 * store cannot be read. Counts only, never a lead's data.
 */
export async function checkHealth(runtime: LeadRuntime): Promise<HealthReport> {
  const now = runtime.now().getTime();
  const records: LeadRecord[] = [];
  let unreadable = 0;
  let expiredLastDay = 0;
  let storeFailed = false;
  try {
    const listed = await runtime.store.list();
    records.push(...listed.records);
    unreadable += listed.unreadable.length;
    storeFailed = listed.unavailable.length > 0;
    expiredLastDay += (await runtime.store.expiries(new Date(now - 24 * 60 * 60 * 1000))).length;
  } catch {
    storeFailed = true;
  }
  const allowance = runtime.overdueMinutes * 60 * 1000;
  const age = (record: LeadRecord) => now - Date.parse(record.receivedAt);
  const pending = records.filter((record) => !record.held && waiting(record));
  const held = records.filter((record) => record.held);
  const refused = records.filter((record) => Object.values(record.channels).some((s) => s.status === "refused"));
  const oldest = pending.reduce((max, record) => Math.max(max, age(record)), -1);

  const problems: HealthProblem[] = [];
  const overdue =
    pending.some((record) => age(record) > allowance) ||
    held.some((record) => age(record) > DIGEST_INTERVAL_MS + allowance);
  if (overdue) problems.push("overdue");
  if (expiredLastDay > 0) problems.push("expired");
  if (refused.length > 0) problems.push("refused");
  if (storeFailed || unreadable > 0) problems.push("unreadable");
  const lastPass = Number((await runtime.store.getState("pass:last").catch(() => undefined)) ?? 0);
  return {
    status: problems.length === 0 ? "ok" : "failing",
    problems,
    counts: {
      pending: pending.length,
      oldestPendingMinutes: oldest < 0 ? null : Math.floor(oldest / 60_000),
      refused: refused.length,
      expiredLastDay,
      held: held.length,
      unreadable,
      lastPassAt: lastPass > 0 ? new Date(lastPass).toISOString() : null,
    },
  };
}
