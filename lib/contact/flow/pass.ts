import "server-only";
import { randomUUID } from "node:crypto";
import { leadWords } from "../lead/lead-words";
import { formatTime } from "../channels/email/lead-mail";
import { alertItems, alertKept, raiseAlert } from "../owner/alerts";
import { DIGEST_INTERVAL_MS, digestBackOffMs, sendDigest } from "../owner/digest";
import { noteFloodOver } from "../owner/flood";
import { heartbeat } from "../owner/health";
import type { LeadRuntime } from "../runtime";
import { DAY_MS, expiresAt, type ChannelState, type Departure, type LeadRecord } from "../store/record";
import type { Listing } from "../store/store";
import { CLAIM_MS, deliverChannels } from "./dispatch";

/**
 * The pass's lease: renewed every few seconds while it works, so a pass killed at any point holds the others back by
 * at most this long.
 */
const LEASE_MS = 30_000;
const RENEW_EVERY_MS = 10_000;
/** A pass stops starting tries after this long; what is left waits for the next one. */
const PASS_DEADLINE_MS = 4 * 60 * 1000;

export type PassOptions = {
  /** Every pending channel now, whatever its back-off, and the held leads' digest (`leads:retry -- --now`). */
  now?: boolean;
  /** Refused channels and held leads too, after the owner fixed the receiver (`leads:retry -- --refused`). */
  refused?: boolean;
  /** When to stop starting tries, in ms from the start (a Vercel function's time box). */
  deadlineMs?: number;
};

export type PassReport = {
  /** False when another pass held the lease: nothing was done. */
  ran: boolean;
  sent: number;
  failing: number;
  /** Leads a receiver refused, of which the owner had not yet been told. */
  refused: number;
  waiting: number;
  /** Undelivered leads that expired (LEADS_KEEP_DAYS) since the last pass looked. */
  expired: number;
  /** Leads that vanished from the store before their time (an eviction, a hand). */
  lost: number;
  held: number;
  digested: number;
  unreadable: number;
};

type Due = (state: ChannelState) => boolean;

/**
 * One pass over the kept leads, under a lease (two passes at once still deliver each lead once), reading them by time
 * and stopping at its deadline: the owner is told first what needs a person (expired, lost, expiring, refused leads),
 * then held leads go out as digests, oldest first, then due channels are tried again with their back-off, and the
 * heartbeat is pinged. Run by the server itself every LEADS_RETRY_SECONDS, by /api/cron/leads, and by
 * `npm run leads:retry`.
 */
export async function runPass(runtime: LeadRuntime, options: PassOptions = {}): Promise<PassReport> {
  const report: PassReport = {
    ran: false,
    sent: 0,
    failing: 0,
    refused: 0,
    waiting: 0,
    expired: 0,
    lost: 0,
    held: 0,
    digested: 0,
    unreadable: 0,
  };
  const { store } = runtime;
  const lease = await store.lock(LEASE_MS);
  if (!lease) return report;
  report.ran = true;
  let leased = true;
  // A renewal that says no means another pass may hold the lease now: stop. One that fails (a slow Redis) is tried
  // again at the next beat, well inside the lease.
  const renewal = setInterval(() => {
    lease.renew().then(
      (renewed) => void (renewed || (leased = false)),
      () => {},
    );
  }, RENEW_EVERY_MS);
  renewal.unref();
  const stopAt = Date.now() + (options.deadlineMs ?? PASS_DEADLINE_MS);
  const going = () => leased && Date.now() < stopAt;
  try {
    const now = runtime.now().getTime();
    const due: Due = (state) =>
      state.status === "refused"
        ? options.refused === true
        : options.now === true || Date.parse(state.nextAttemptAt) <= now;
    const expiring: LeadRecord[] = [];
    const refused: LeadRecord[] = [];
    const retries: string[] = [];
    for await (const page of store.read("live", 25)) {
      noteUnreadable(page, report);
      for (const record of page.records) {
        const states = Object.values(record.channels);
        const conversionDue = record.conversion && !record.conversion.sent && !record.channels[record.primary];
        if (states.some(due) || conversionDue) retries.push(record.id);
        else if (states.some((state) => state.status === "pending")) report.waiting++;
        if (!record.expiryWarned && now >= expiresAt(record, runtime.settings.keepDays) - DAY_MS) expiring.push(record);
        if (states.some((state) => state.status === "refused" && !state.refusalAlerted)) refused.push(record);
      }
      if (!going()) break;
    }
    await tellOfDepartures(runtime, report);
    await tellOfExpiring(runtime, expiring);
    if (going()) await digest(runtime, options, report, going);
    for (const id of retries) {
      if (!going()) break;
      const after = await retryRecord(runtime, id, due, options, report);
      const newlyRefused = after && !refused.some((record) => record.id === id);
      if (newlyRefused && Object.values(after.channels).some((s) => s.status === "refused" && !s.refusalAlerted))
        refused.push(after);
    }
    // A refusal needs a person: counted until the owner was told of it.
    report.refused = refused.length;
    await tellOfRefusals(runtime, refused);
    await store.tidy().catch(() => {});
    await store.setState("pass:last", String(runtime.now().getTime())).catch(() => {});
    await store.setState("pass:unreadable", String(report.unreadable)).catch(() => {});
  } finally {
    clearInterval(renewal);
    await lease.release().catch(() => {});
  }
  const { heartbeatUrl, overdueMinutes } = runtime.settings;
  if (heartbeatUrl) await heartbeat(heartbeatUrl, { store, overdueMinutes, now: runtime.now });
  return report;
}

function noteUnreadable({ unreadable, unavailable }: Listing, report: PassReport) {
  for (const entry of unavailable) console.error(`[leads] cannot use the ${entry.kind} store: ${entry.error}`);
  for (const entry of unreadable) console.error(`[leads] unreadable record ${entry.id}, skipped: ${entry.error}`);
  report.unreadable += unavailable.length + unreadable.length;
}

/** Tries a record's due channels if no one else holds it; the record as it is after, or undefined once it is gone. */
async function retryRecord(
  runtime: LeadRuntime,
  id: string,
  due: Due,
  options: PassOptions,
  report: PassReport,
): Promise<LeadRecord | undefined> {
  const { store } = runtime;
  const token = randomUUID();
  if (!(await store.claim(id, token, CLAIM_MS))) return undefined; // the live path or another worker has it
  try {
    const fresh = await store.get(id);
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
    return after;
  } finally {
    await store.release(id, token).catch(() => {});
  }
}

/**
 * The held leads, once an hour while a flood lasts (at once with `--now`), oldest first, read as they are sent: a
 * digest cut by the pass's deadline goes on at the next pass; one that could not reach the owner is tried again after
 * 1, 5 and 30 minutes, then hourly, and the owner is told; leads refused alone are named to the owner.
 */
async function digest(runtime: LeadRuntime, options: PassOptions, report: PassReport, going: () => boolean) {
  const { store, owner } = runtime;
  const now = runtime.now();
  const state = async (name: string) => Number((await store.getState(name).catch(() => undefined)) ?? 0);
  const next = await state("digest:next");
  const unalerted: LeadRecord[] = [];
  // Held leads refused earlier wait for `--refused`; those the owner has not heard of yet are told below.
  async function* held() {
    for await (const page of store.read("held", 50)) {
      noteUnreadable(page, report);
      for (const record of page.records) {
        const refusal = record.held?.refused;
        if (refusal && !options.refused) {
          if (!refusal.alerted) unalerted.push(record);
          continue;
        }
        yield record;
      }
    }
  }
  report.held = (await store.counts().catch(() => undefined))?.held ?? 0;
  if (options.now || now.getTime() >= next) {
    const result = await sendDigest(runtime, held(), { now, maxBytes: runtime.settings.digestBytes, going });
    report.digested = result.sent;
    unalerted.push(...result.refused);
    if (result.sent > 0) {
      const networks = Object.entries(result.dropped).map(([network, count]) => `${network}: ${count}`);
      const words = result.byMail
        ? leadWords("digest.chat", { count: result.sent, to: owner.mailbox, parts: result.parts })
        : leadWords("digest.chatWebhook", { count: result.sent, target: result.to ?? "" });
      await owner.chat(
        networks.length > 0 ? `${words} ${leadWords("digest.dropped", { items: networks.join(", ") })}` : words,
      );
    }
    if (result.stopped) {
      const failures = (await state("digest:failures")) + 1;
      const retryAt = new Date(now.getTime() + digestBackOffMs(failures));
      await store.setState("digest:failures", String(failures)).catch(() => {});
      await store.setState("digest:next", String(retryAt.getTime())).catch(() => {});
      const left = Math.max(0, (await store.counts().catch(() => undefined))?.held ?? 0);
      console.error(`[leads] digest stopped, ${left} held leads wait for ${retryAt.toISOString()}: ${result.stopped}`);
      await raiseAlert(
        runtime,
        "digestFailing",
        leadWords("alerts.digestFailing.text", { count: left, reason: result.stopped, next: formatTime(retryAt) }),
        // The mail server that refused the site itself is not asked to carry the alert.
        { byMail: !result.byMail },
      );
    } else if (result.sent > 0 || result.refused.length > 0 || result.cut) {
      await store.setState("digest:failures", "0").catch(() => {});
      // Cut by the deadline or the webhooks' pace: the next pass goes on; done: an hour until the next digest.
      const after = result.cut ? now.getTime() : now.getTime() + DIGEST_INTERVAL_MS;
      await store.setState("digest:next", String(after)).catch(() => {});
    }
  }
  await tellOfHeldRefusals(runtime, unalerted);
  await noteFloodOver(runtime);
}

/** Held leads a digest's receiver refused alone: named to the owner by id, once. */
async function tellOfHeldRefusals(runtime: LeadRuntime, refused: LeadRecord[]) {
  if (refused.length === 0) return;
  if (!(await raiseAlert(runtime, "heldRefused", leadWords("alerts.heldRefused.text", { items: alertItems(refused) }))))
    return;
  await markEach(runtime, refused, (record) =>
    record.held?.refused
      ? { ...record, held: { ...record.held, refused: { ...record.held.refused, alerted: true } } }
      : record,
  );
}

/** Each lead that left undelivered: expired after LEADS_KEEP_DAYS, or lost before its time. */
async function tellOfDepartures(runtime: LeadRuntime, report: PassReport) {
  const { store } = runtime;
  const days = runtime.settings.keepDays;
  for (const lost of [false, true]) {
    const kind = lost ? "lost" : "expired";
    const cursor = Number((await store.getState(`alert:${kind}:cursor`).catch(() => undefined)) ?? 0);
    const fresh = (await store.expiries(new Date(cursor)).catch((): Departure[] => [])).filter(
      (entry) => Date.parse(entry.expiredAt) > cursor && (entry.lost === true) === lost,
    );
    report[kind] = fresh.length;
    for (const entry of fresh)
      console.error(
        `[leads] lead ${entry.id} ${lost ? "LOST before its time" : `expired undelivered after ${days} days`}`,
      );
    if (fresh.length === 0) continue;
    if (await raiseAlert(runtime, kind, leadWords(`alerts.${kind}.text`, { days, items: alertItems(fresh) }))) {
      const newest = Math.max(...fresh.map((entry) => Date.parse(entry.expiredAt)));
      await store.setState(`alert:${kind}:cursor`, String(newest));
    }
  }
}

/** Each lead a day before it would expire undelivered. */
async function tellOfExpiring(runtime: LeadRuntime, expiring: LeadRecord[]) {
  if (expiring.length === 0) return;
  const days = runtime.settings.keepDays;
  const text = leadWords("alerts.expiring.text", { days, items: alertItems(expiring) });
  if (await raiseAlert(runtime, "expiring", text))
    await markEach(runtime, expiring, (record) => ({ ...record, expiryWarned: true }));
}

/** Marks records as they are in the store now (a try may have changed them since they were read). */
async function markEach(runtime: LeadRuntime, records: LeadRecord[], mark: (record: LeadRecord) => LeadRecord) {
  for (const { id } of records) {
    const fresh = await runtime.store.get(id).catch(() => undefined);
    if (fresh) await runtime.store.update(mark(fresh)).catch(() => {});
  }
}

/** Each lead a receiver refused for good (410 Gone): kept for the owner, who sends it again once it is fixed. */
async function tellOfRefusals(runtime: LeadRuntime, refused: LeadRecord[]) {
  if (refused.length === 0) return;
  const text = leadWords("alerts.refused.text", { items: alertItems(refused) });
  const failing = refused.flatMap((r) => Object.keys(r.channels));
  if (!(await raiseAlert(runtime, "refused", text, { avoid: failing }))) return;
  await markEach(runtime, refused, (record) => ({
    ...record,
    channels: Object.fromEntries(
      Object.entries(record.channels).map(([name, state]) => [
        name,
        state.status === "refused" ? { ...state, refusalAlerted: true } : state,
      ]),
    ),
  }));
}
