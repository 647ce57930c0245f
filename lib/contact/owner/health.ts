import "server-only";
import type { LeadRecord } from "../store/record";
import type { LeadStore } from "../store/store";
import { DIGEST_INTERVAL_MS } from "./digest";

const HEARTBEAT_TIMEOUT_MS = 5000;

/** What the leads' health is read from: the store, how long a lead may wait (LEADS_OVERDUE_MINUTES), a clock. */
export type HealthSource = { store: LeadStore; overdueMinutes: number; now: () => Date };

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
export async function checkHealth({ store, overdueMinutes, now: clock }: HealthSource): Promise<HealthReport> {
  const now = clock().getTime();
  const records: LeadRecord[] = [];
  let unreadable = 0;
  let expiredLastDay = 0;
  let storeFailed = false;
  try {
    const listed = await store.list();
    records.push(...listed.records);
    unreadable += listed.unreadable.length;
    storeFailed = listed.unavailable.length > 0;
    expiredLastDay += (await store.expiries(new Date(now - 24 * 60 * 60 * 1000))).length;
  } catch {
    storeFailed = true;
  }
  const allowance = overdueMinutes * 60 * 1000;
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
  const lastPass = Number((await store.getState("pass:last").catch(() => undefined)) ?? 0);
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

/**
 * LEADS_HEARTBEAT_URL after each pass, with /fail appended while a lead is overdue or expired undelivered (the
 * Healthchecks.io and Better Stack convention): a monitor that stops hearing it knows the pass stopped running.
 */
export async function heartbeat(url: string, source: HealthSource) {
  const health = await checkHealth(source);
  const target = health.status === "failing" ? `${url.replace(/\/+$/, "")}/fail` : url;
  try {
    const response = await fetch(target, {
      method: "GET",
      redirect: "manual",
      signal: AbortSignal.timeout(HEARTBEAT_TIMEOUT_MS),
    });
    await response.body?.cancel().catch(() => {});
  } catch (error) {
    console.error(`[leads] heartbeat not sent (${(error as Error)?.name ?? "error"})`);
  }
}
