import "server-only";
import { sendMetaEvent, type MetaLeadEvent } from "@/lib/tracking/meta-capi";
import type { ChannelResult } from "../channels/channel";
import { channelRecovered } from "../owner/alerts";
import { isDone, type LeadRecord } from "../store/record";
import { retryAt } from "./retry-schedule";
import type { LeadRuntime } from "../runtime";

/**
 * How long a worker holds a record before its next try: longer than any one channel's deadline (the primary's 20 s),
 * renewed before each try, so a worker that died frees its records within half a minute.
 */
export const CLAIM_MS = 30_000;

/** Meta accepts a website event up to 7 days after it happened. */
const CONVERSION_WINDOW_MS = 7 * 24 * 60 * 60 * 1000;

/** Stores what is left of a record, or deletes it when nothing is; "gone" when another worker finished it meanwhile. */
async function save(runtime: LeadRuntime, record: LeadRecord): Promise<"removed" | "updated" | "gone"> {
  if (isDone(record)) {
    await runtime.store.remove(record);
    return "removed";
  }
  return (await runtime.store.update(record)) ? "updated" : "gone";
}

/**
 * One channel's try, applied to the record and stored: a delivered channel leaves the record (the primary's delivery
 * is also remembered by fingerprint), a failed one waits for its next try. Logs name the lead by id, never its data.
 */
export async function applyResult(
  runtime: LeadRuntime,
  record: LeadRecord,
  channel: string,
  result: ChannelResult,
): Promise<LeadRecord> {
  const state = record.channels[channel];
  if (!state) return record;
  let next: LeadRecord;
  if (result.kind === "delivered") {
    const channels = { ...record.channels };
    delete channels[channel];
    next = { ...record, channels };
    console.info(`[contact] lead ${record.id} delivered (${channel})`);
    await channelRecovered(runtime.store, channel);
    if (channel === record.primary) {
      await runtime.store.markDelivered(record.fingerprint).catch((error: unknown) => {
        console.warn(`[contact] lead ${record.id}: delivery not remembered by fingerprint:`, (error as Error)?.message);
      });
    }
  } else {
    const now = runtime.now();
    const attempts = state.attempts + 1;
    const status = result.kind === "refused" ? "refused" : "pending";
    next = {
      ...record,
      channels: {
        ...record.channels,
        [channel]: {
          ...state,
          status,
          attempts,
          lastError: result.reason,
          lastAttemptAt: now.toISOString(),
          nextAttemptAt: retryAt(attempts, now).toISOString(),
        },
      },
    };
    console.error(
      `[contact] lead ${record.id} not delivered (${channel}, try ${attempts}): ${result.reason}; ` +
        (status === "refused" ? "refused for good, kept for the owner" : "kept for its next try"),
    );
  }
  await save(runtime, next).catch((error: unknown) => {
    console.error(`[contact] lead ${record.id}: its state could not be stored:`, (error as Error)?.message);
  });
  return next;
}

/** Sends a channel's payload and stores the outcome. */
async function tryChannel(runtime: LeadRuntime, record: LeadRecord, name: string): Promise<LeadRecord> {
  const channel = runtime.channels.find((candidate) => candidate.name === name);
  const state = record.channels[name];
  if (!state) return record;
  const result: ChannelResult = channel
    ? await channel.send(state.payload, record.id)
    : { kind: "retry", reason: `no ${name} channel is configured`, status: 503 };
  return applyResult(runtime, record, name, result);
}

/**
 * The Conversions API Lead of a record whose primary channel delivered, when the Conversions API is configured: sent
 * once, within Meta's 7 days. Unsent (no configuration here, Meta failing) it stays for the next pass.
 */
async function sendConversion(runtime: LeadRuntime, record: LeadRecord, event?: MetaLeadEvent): Promise<LeadRecord> {
  const conversion = record.conversion;
  if (!conversion || conversion.sent || record.channels[record.primary]) return record;
  let next = record;
  if (runtime.now().getTime() - conversion.event.event_time * 1000 > CONVERSION_WINDOW_MS) {
    console.info(`[meta-capi] lead ${record.id}: older than Meta's 7 days, its Lead event is not sent`);
    next = { ...record, conversion: { ...conversion, sent: true } };
  } else {
    const config = runtime.metaCapi;
    if (!config || !(await sendMetaEvent(config, event ?? conversion.event, record.id))) return record;
    next = { ...record, conversion: { ...conversion, sent: true } };
  }
  await save(runtime, next).catch(() => {});
  return next;
}

/** Every pending channel of a record the caller holds (refused ones too when asked), then its conversion. */
export async function deliverChannels(
  runtime: LeadRuntime,
  record: LeadRecord,
  {
    due = () => true,
    event,
    claim,
  }: {
    due?: (state: LeadRecord["channels"][string]) => boolean;
    /** The worker's claim on the record, renewed before each try. */
    claim?: string;
    /** The live path's event, which carries the visitor's IP address (a record's copy never does). */
    event?: MetaLeadEvent;
  } = {},
): Promise<LeadRecord> {
  let current = record;
  const order = [current.primary, ...Object.keys(current.channels).filter((name) => name !== current.primary)];
  for (const name of order) {
    const state = current.channels[name];
    if (!state || !due(state)) continue;
    if (claim) await runtime.store.renew(current.id, claim, CLAIM_MS).catch(() => false);
    current = await tryChannel(runtime, current, name);
  }
  return sendConversion(runtime, current, event);
}
