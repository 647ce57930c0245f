import "server-only";
import { randomUUID } from "node:crypto";
import { leadWords } from "../lead/lead-words";
import { alertItems, alertKept, raiseAlert } from "../owner/alerts";
import { DIGEST_INTERVAL_MS, mailDigest } from "../owner/digest";
import { noteFloodOver } from "../owner/flood";
import { heartbeat } from "../owner/health";
import type { LeadRuntime } from "../runtime";
import { DAY_MS, expiresAt, type ChannelState, type LeadRecord } from "../store/record";
import type { Listing } from "../store/store";
import { CLAIM_MS, deliverChannels } from "./dispatch";

/** Longer than any pass takes (each channel has its own deadline); a pass that died frees it by itself. */
const LOCK_MS = 10 * 60 * 1000;

export type PassOptions = {
  /** Every pending channel now, whatever its back-off, and the held leads' digest (`leads:retry -- --now`). */
  now?: boolean;
  /** Refused channels too, after the owner fixed the receiver (`leads:retry -- --refused`). */
  refused?: boolean;
};

export type PassReport = {
  /** False when another pass held the lock: nothing was done. */
  ran: boolean;
  sent: number;
  failing: number;
  /** Leads a receiver refused, of which the owner had not yet been told. */
  refused: number;
  waiting: number;
  /** Undelivered leads that expired (LEADS_KEEP_DAYS) since the last pass looked. */
  expired: number;
  held: number;
  digested: number;
  unreadable: number;
};

/**
 * One pass over every kept lead, under the lock (two passes at once still deliver each lead once): due channels are
 * tried again with their back-off, expired leads are gone (the store removes them as it reads), held leads go to the
 * owner as one digest an hour, the owner is told what needs a person, and the heartbeat is pinged. Run by the server
 * itself every LEADS_RETRY_SECONDS, by /api/cron/leads, and by `npm run leads:retry`.
 */
export async function runPass(runtime: LeadRuntime, options: PassOptions = {}): Promise<PassReport> {
  const report: PassReport = {
    ran: false,
    sent: 0,
    failing: 0,
    refused: 0,
    waiting: 0,
    expired: 0,
    held: 0,
    digested: 0,
    unreadable: 0,
  };
  const release = await runtime.store.lock(LOCK_MS);
  if (!release) return report;
  report.ran = true;
  try {
    const held: LeadRecord[] = [];
    const expiring: LeadRecord[] = [];
    const refused: LeadRecord[] = [];
    const { records, unreadable, unavailable } = await runtime.store.list().catch((error: unknown): Listing => ({
      records: [],
      unreadable: [],
      unavailable: [{ kind: runtime.store.kind, error: (error as Error)?.message }],
    }));
    for (const entry of unavailable) console.error(`[leads] cannot use the ${entry.kind} store: ${entry.error}`);
    for (const entry of unreadable) console.error(`[leads] unreadable record ${entry.id}, skipped: ${entry.error}`);
    report.unreadable += unavailable.length + unreadable.length;
    for (const record of records) {
      if (record.held) {
        held.push(record);
        continue;
      }
      const after = await retryRecord(runtime, record, options, report);
      if (!after) continue;
      if (!after.expiryWarned && runtime.now().getTime() >= expiresAt(after, runtime.settings.keepDays) - DAY_MS)
        expiring.push(after);
      if (Object.values(after.channels).some((state) => state.status === "refused" && !state.refusalAlerted))
        refused.push(after);
    }
    report.held = held.length;
    // A refusal needs a person: counted until the owner was told of it.
    report.refused = refused.length;
    await digest(runtime, held, options, report);
    await tellTheOwner(runtime, { expiring, refused }, report);
    await runtime.store.setState("pass:last", String(runtime.now().getTime())).catch(() => {});
  } finally {
    await release().catch(() => {});
  }
  const { heartbeatUrl, overdueMinutes } = runtime.settings;
  if (heartbeatUrl) await heartbeat(heartbeatUrl, { store: runtime.store, overdueMinutes, now: runtime.now });
  return report;
}

/** Tries a record's due channels if no one else holds it; the record as it is after, or undefined once it is gone. */
async function retryRecord(
  runtime: LeadRuntime,
  record: LeadRecord,
  options: PassOptions,
  report: PassReport,
): Promise<LeadRecord | undefined> {
  const now = runtime.now().getTime();
  const due = (state: ChannelState) =>
    state.status === "refused"
      ? options.refused === true
      : options.now === true || Date.parse(state.nextAttemptAt) <= now;
  const channels = Object.values(record.channels);
  const conversionDue = record.conversion && !record.conversion.sent && !record.channels[record.primary];
  if (!channels.some(due) && !conversionDue) {
    if (channels.some((state) => state.status === "pending")) report.waiting++;
    return record;
  }
  const { store } = runtime;
  const token = randomUUID();
  if (!(await store.claim(record.id, token, CLAIM_MS))) return record; // the live path or another worker has it
  try {
    const fresh = await store.get(record.id);
    if (!fresh) return undefined;
    // A refused channel the owner asked to send again starts over as pending.
    const current: LeadRecord = options.refused
      ? {
          ...fresh,
          channels: Object.fromEntries(
            Object.entries(fresh.channels).map(([name, state]) => [
              name,
              state.status === "refused" ? { ...state, status: "pending" as const, refusalAlerted: false } : state,
            ]),
          ),
        }
      : fresh;
    const before = Object.entries(current.channels).filter(([, state]) => due(state) || options.refused);
    const after = await deliverChannels(runtime, current, {
      due: (state) => state.status === "pending" && (options.refused || due(state)),
      claim: token,
    });
    for (const [name, state] of before) {
      const now = after.channels[name];
      if (!now) report.sent++;
      else if (now.attempts > state.attempts) report.failing++;
    }
    if (before.some(([name]) => after.channels[name]?.attempts === 1)) await alertKept(runtime, after);
    return Object.keys(after.channels).length > 0 || (after.conversion && !after.conversion.sent) ? after : undefined;
  } finally {
    await store.release(record.id, token).catch(() => {});
  }
}

/**
 * The held leads, once an hour while a flood lasts (at once with `--now`): one e-mail with every one of them, and a
 * chat line with the count; then they are done. A site without e-mail sends them through its channels instead.
 */
async function digest(runtime: LeadRuntime, held: LeadRecord[], options: PassOptions, report: PassReport) {
  const { store, owner } = runtime;
  const now = runtime.now();
  const last = Number((await store.getState("digest:last").catch(() => undefined)) ?? 0);
  if (held.length > 0 && (options.now || now.getTime() - last >= DIGEST_INTERVAL_MS)) {
    if (owner.reachableByMail) {
      try {
        await mailDigest(runtime, held, now);
        report.digested = held.length;
        await store.setState("digest:last", String(now.getTime()));
      } catch (error) {
        console.error(`[leads] digest of ${held.length} held leads not sent: ${(error as Error)?.message}`);
      }
    } else {
      for (const record of held) {
        const released = { ...record, held: undefined };
        if (await store.update(released)) await deliverChannels(runtime, released);
      }
      report.digested = held.length;
      await store.setState("digest:last", String(now.getTime()));
    }
  }
  await noteFloodOver(runtime);
}

/** Each expiry of an undelivered lead, each refusal, each lead a day before it would expire undelivered. */
async function tellTheOwner(
  runtime: LeadRuntime,
  { expiring, refused }: { expiring: LeadRecord[]; refused: LeadRecord[] },
  report: PassReport,
) {
  const { store } = runtime;
  const days = runtime.settings.keepDays;
  const cursor = Number((await store.getState("alert:expired:cursor").catch(() => undefined)) ?? 0);
  const expired = await store.expiries(new Date(cursor)).catch(() => []);
  const fresh = expired.filter((entry) => Date.parse(entry.expiredAt) > cursor);
  report.expired = fresh.length;
  for (const entry of fresh) console.error(`[leads] lead ${entry.id} expired undelivered after ${days} days`);
  if (fresh.length > 0) {
    const text = leadWords("alerts.expired.text", { days, items: alertItems(fresh) });
    if (await raiseAlert(runtime, "expired", text)) {
      const newest = Math.max(...fresh.map((entry) => Date.parse(entry.expiredAt)));
      await store.setState("alert:expired:cursor", String(newest));
    }
  }
  if (refused.length > 0) {
    const text = leadWords("alerts.refused.text", { items: alertItems(refused) });
    const failing = refused.flatMap((r) => Object.keys(r.channels));
    if (await raiseAlert(runtime, "refused", text, { avoid: failing })) {
      for (const record of refused) {
        const channels = Object.fromEntries(
          Object.entries(record.channels).map(([name, state]) => [
            name,
            state.status === "refused" ? { ...state, refusalAlerted: true } : state,
          ]),
        );
        await store.update({ ...record, channels }).catch(() => {});
      }
    }
  }
  if (expiring.length > 0) {
    const text = leadWords("alerts.expiring.text", { days, items: alertItems(expiring) });
    if (await raiseAlert(runtime, "expiring", text)) {
      for (const record of expiring) await store.update({ ...record, expiryWarned: true }).catch(() => {});
    }
  }
}
