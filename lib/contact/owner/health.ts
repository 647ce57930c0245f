import "server-only";
import type { LeadStore } from "../store/store";
import { DIGEST_INTERVAL_MS } from "./digest";

const HEARTBEAT_TIMEOUT_MS = 5000;
/** The write probe runs at most this often (per store and process) unless a fresh answer is asked for. */
const PROBE_EVERY_MS = 60_000;
/** The public answer is given again from memory for this long: a monitor every second costs the store nothing. */
const PUBLIC_ANSWER_MS = 30_000;

/**
 * What the leads' health is read from: the store, how long a lead may wait (LEADS_OVERDUE_MINUTES), a clock, and
 * whether nothing can keep a lead here (Vercel without Redis).
 */
export type HealthSource = { store: LeadStore; overdueMinutes: number; now: () => Date; unkept?: boolean };

type HealthProblem = "store" | "overdue" | "expired" | "lost" | "refused" | "unreadable" | "proxy";

export type HealthReport = {
  status: "ok" | "failing";
  problems: HealthProblem[];
  counts: {
    pending: number;
    oldestPendingMinutes: number | null;
    refused: number;
    expiredLastDay: number;
    lostLastDay: number;
    held: number;
    unreadable: number;
    lastPassAt: string | null;
  };
};

/**
 * The state of the leads, for uptime monitors and the heartbeat, from the store's counters (never its records):
 * failing while the store cannot keep a lead (a write and its read-back fail, or Redis may evict), a lead waits longer
 * than LEADS_OVERDUE_MINUTES, an undelivered lead expired or was lost in the last 24 hours, a channel refused a lead
 * still kept, or the last pass could not read the store. Counts only, never a lead's data.
 */
export async function checkHealth(
  { store, overdueMinutes, now: clock, unkept = false }: HealthSource,
  { fresh = true }: { fresh?: boolean } = {},
): Promise<HealthReport> {
  const now = clock().getTime();
  const problems = new Set<HealthProblem>();
  const writable = await probed(store, now, fresh);
  const server = await store.report().catch(() => ({ problems: ["unknown"] }));
  if (!writable || unkept || server.problems.length > 0) problems.add("store");
  const counts = await store.counts().catch(() => undefined);
  if (!counts) problems.add("unreadable");
  const departures = await store.expiries(new Date(now - 24 * 60 * 60 * 1000)).catch(() => []);
  const lost = departures.filter((entry) => entry.lost).length;
  const unreadable = Number((await store.getState("pass:unreadable").catch(() => undefined)) ?? 0);
  const lastPass = Number((await store.getState("pass:last").catch(() => undefined)) ?? 0);
  const unverified = Number((await store.getState("proxy:unverified").catch(() => undefined)) ?? 0);
  // Requests without the proxy's header in the last ten minutes: TRUST_PROXY_SECRET and the proxy disagree.
  if (now - unverified < 10 * 60 * 1000) problems.add("proxy");

  const allowance = overdueMinutes * 60 * 1000;
  const olderThan = (at: number | null | undefined, ms: number) => at != null && now - at > ms;
  if (olderThan(counts?.oldestPendingAt, allowance) || olderThan(counts?.oldestHeldAt, DIGEST_INTERVAL_MS + allowance))
    problems.add("overdue");
  if (departures.length > lost) problems.add("expired");
  if (lost > 0) problems.add("lost");
  if ((counts?.refused ?? 0) > 0) problems.add("refused");
  if (unreadable > 0) problems.add("unreadable");
  return {
    status: problems.size === 0 ? "ok" : "failing",
    problems: [...problems],
    counts: {
      pending: counts?.pending ?? 0,
      oldestPendingMinutes:
        counts?.oldestPendingAt == null ? null : Math.floor((now - counts.oldestPendingAt) / 60_000),
      refused: counts?.refused ?? 0,
      expiredLastDay: departures.length - lost,
      lostLastDay: lost,
      held: counts?.held ?? 0,
      unreadable,
      lastPassAt: lastPass > 0 ? new Date(lastPass).toISOString() : null,
    },
  };
}

const probes = new WeakMap<LeadStore, { at: number; writable: Promise<boolean> }>();

/** Whether the store can keep a lead: a write and its read-back, at most once a minute unless `fresh`. */
function probed(store: LeadStore, now: number, fresh: boolean): Promise<boolean> {
  const last = probes.get(store);
  if (!fresh && last && now - last.at < PROBE_EVERY_MS) return last.writable;
  const writable = store.probe().then(
    () => true,
    () => false,
  );
  probes.set(store, { at: now, writable });
  return writable;
}

const answers = new WeakMap<LeadStore, { at: number; report: Promise<HealthReport> }>();

/**
 * The health an unauthenticated monitor reads: the same report, given again for 30 seconds, its probe at most once a
 * minute, so that public calls cost the store a few reads and nearly no writes.
 */
export function publicHealth(source: HealthSource): Promise<HealthReport> {
  const now = source.now().getTime();
  const last = answers.get(source.store);
  if (last && now - last.at >= 0 && now - last.at < PUBLIC_ANSWER_MS) return last.report;
  const report = checkHealth(source, { fresh: false });
  answers.set(source.store, { at: now, report });
  report.catch(() => answers.delete(source.store));
  return report;
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
