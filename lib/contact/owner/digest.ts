import "server-only";
import type { Channel } from "../channels/channel";
import { deliveryFailure, refusalOf } from "../channels/email/mailer";
import type { Lead } from "../lead/lead";
import type { LeadRecord } from "../store/record";
import type { LeadStore } from "../store/store";
import { buildDigestMail, type DigestPart } from "./digest-mail";
import type { Owner } from "./owner";

/** Held leads go to the owner once an hour while a flood lasts. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/** After a digest that could not reach the owner: the next try in 1, 5 and 30 minutes, then hourly. */
const BACK_OFF_MINUTES = [1, 5, 30, 60];

export const digestBackOffMs = (failures: number) =>
  BACK_OFF_MINUTES[Math.min(Math.max(failures, 1), BACK_OFF_MINUTES.length) - 1]! * 60_000;

/** On a site without e-mail, held leads go as ordinary webhooks, at most this many a pass. */
const WEBHOOK_PACE = 20;

/** Room for what a size estimate cannot see (the numbering of parts, the dropped networks' line). */
const MARGIN_BYTES = 16 * 1024;
/**
 * What a lead weighs in a message, as a multiple of its JSON: an e-mail carries it twice (text and HTML, escaped) in
 * quoted-printable, where a Polish letter takes six bytes. A part the estimate gets wrong is measured as rendered,
 * and split.
 */
const MAIL_WEIGHT = 4.5;

type HeldLead = Lead & { network: string };
type Held = { record: LeadRecord; lead: HeldLead };

const heldOf = (record: LeadRecord): Held | undefined =>
  record.held && {
    record,
    lead: { ...record.held, id: record.id, receivedAt: new Date(record.receivedAt), held: true },
  };

/** Why a message did not get through: its size or words (a smaller part may), or the way to the receiver. */
type Failure = { reason: string; refusal: "message" | "way" };

export type DigestContext = { owner: Owner; store: LeadStore; channels: Channel[]; primary: string };

export type DigestResult = {
  /** Held leads a receiver accepted; they are done. */
  sent: number;
  /** Messages that carried them (e-mails, or one webhook per lead). */
  parts: number;
  /** Held leads refused alone by this digest: kept, marked, and named to the owner. */
  refused: LeadRecord[];
  /** The way to the owner failed (sign-in, relay, quota, a receiver down): the digest stopped, to be tried later. */
  stopped?: string;
  /** The pass's time (or the webhooks' pace) ran out with held leads left: the next pass goes on. */
  cut: boolean;
  /** Networks whose held leads made room, named in this digest. */
  dropped: Record<string, number>;
  to?: string;
  byMail: boolean;
};

/**
 * The held leads, oldest first as the store reads them: by e-mail in parts no bigger than `maxBytes` as sent, or on a
 * site without e-mail as one ordinary webhook each (at most WEBHOOK_PACE a pass). A part the receiver accepts is done
 * in one write at once, so a server killed during a digest sends again at most the part whose acceptance was not yet
 * written. A part refused for its size or words is split until the lead refused alone is marked refused; a refusal of
 * the way itself stops the digest for a later try.
 */
export async function sendDigest(
  context: DigestContext,
  held: AsyncIterable<LeadRecord>,
  { now, maxBytes, going = () => true }: { now: Date; maxBytes: number; going?: () => boolean },
): Promise<DigestResult> {
  const result: DigestResult = { sent: 0, parts: 0, refused: [], cut: false, dropped: {}, byMail: false };
  const { owner, store } = context;
  if (owner.reachableByMail) {
    result.byMail = true;
    result.to = owner.mailbox;
    await byMail(context, held, result, { now, maxBytes, going });
    return result;
  }
  const channel = context.channels.find((candidate) => candidate.name === context.primary);
  if (!channel || channel.target === "nowhere") return result;
  result.to = channel.target;
  await byWebhook(channel, store, held, result, going);
  return result;
}

async function markRefused(store: LeadStore, { record }: Held, reason: string, result: DigestResult) {
  const refused = { ...record, held: { ...record.held!, refused: { at: new Date().toISOString(), reason } } };
  console.error(`[leads] held lead ${record.id} refused alone by the digest's receiver (${reason}): kept`);
  await store.update(refused).catch(() => {});
  result.refused.push(refused);
}

async function byMail(
  { owner, store }: DigestContext,
  held: AsyncIterable<LeadRecord>,
  result: DigestResult,
  { now, maxBytes, going }: { now: Date; maxBytes: number; going: () => boolean },
) {
  const dropped = await store.dropped().catch(() => ({}));
  const render = (leads: Held[]) => {
    const part: DigestPart = { part: result.parts + 1, dropped: result.parts === 0 ? dropped : {} };
    return owner.render(
      buildDigestMail(
        leads.map(({ lead }) => lead),
        now,
        part,
      ),
    );
  };
  const send = async (raw: string): Promise<Failure | undefined> => {
    try {
      await owner.send(raw, "digest");
      return undefined;
    } catch (error) {
      const failure = deliveryFailure(error);
      return { reason: failure?.message ?? String((error as Error)?.message), refusal: refusalOf(failure?.detail) };
    }
  };

  /** A part and whatever it splits into; false once the digest must stop. */
  const sendPart = async (first: Held[]): Promise<boolean> => {
    const queue = [first];
    while (queue.length > 0) {
      if (!going()) {
        result.cut = true;
        return false;
      }
      const current = queue.shift()!;
      const halves = () => {
        const half = Math.ceil(current.length / 2);
        queue.unshift(current.slice(0, half), current.slice(half));
      };
      const rendered = await render(current);
      if (rendered.length > maxBytes && current.length > 1) {
        halves();
        continue;
      }
      const failure = await send(rendered);
      if (failure?.refusal === "way") {
        result.stopped = failure.reason;
        return false;
      }
      if (failure && current.length > 1) halves();
      else if (failure) await markRefused(store, current[0]!, failure.reason, result);
      else await accepted(current);
    }
    return true;
  };

  const accepted = async (part: Held[]) => {
    await store.finish(part.map(({ record }) => record)).catch((error: unknown) => {
      console.error(`[leads] digest part sent but not recorded done:`, (error as Error)?.message);
    });
    if (result.parts === 0) {
      result.dropped = dropped;
      await store.forgetDropped(dropped).catch(() => {});
    }
    result.parts++;
    result.sent += part.length;
    console.info(
      `[leads] digest part ${result.parts}: ${part.length} held leads sent: ${part.map(({ lead }) => lead.id).join(", ")}`,
    );
  };

  const empty = (await render([])).length + MARGIN_BYTES;
  let batch: Held[] = [];
  let bytes = empty;
  for await (const record of held) {
    const next = heldOf(record);
    if (!next) continue;
    const size = Buffer.byteLength(JSON.stringify(next.lead)) * MAIL_WEIGHT;
    if (batch.length > 0 && bytes + size > maxBytes) {
      if (!(await sendPart(batch))) return;
      batch = [];
      bytes = empty;
    }
    batch.push(next);
    bytes += size;
  }
  if (batch.length > 0) await sendPart(batch);
}

/**
 * Each held lead as the ordinary `lead.created` a receiver built from the README's recipes reads, marked held, under
 * its own id. Two failures in a row mean the receiver is down: stop. A lead that fails while others get through is
 * suspect; failing again on a later pass, it is refused alone.
 */
async function byWebhook(
  channel: Channel,
  store: LeadStore,
  held: AsyncIterable<LeadRecord>,
  result: DigestResult,
  going: () => boolean,
) {
  const failed: { held: Held; reason: string }[] = [];
  let tries = 0;
  let inARow = 0;
  for await (const record of held) {
    const next = heldOf(record);
    if (!next) continue;
    if (!going() || tries >= WEBHOOK_PACE) {
      result.cut = true;
      break;
    }
    tries++;
    const outcome = await channel.send(await channel.render(next.lead), next.lead.id);
    if (outcome.kind === "delivered") {
      await store.finish([record]).catch(() => {});
      result.sent++;
      result.parts++;
      inARow = 0;
      continue;
    }
    if (outcome.kind === "refused") {
      await markRefused(store, next, outcome.reason, result);
      continue;
    }
    failed.push({ held: next, reason: outcome.reason });
    if (++inARow >= 2) {
      result.stopped = outcome.reason;
      break;
    }
  }
  for (const { held: failing, reason } of failed) {
    const before = failing.record.held?.failures ?? 0;
    // A first failure while nothing got through says nothing of the lead itself (the receiver may be down).
    if (before === 0 && result.sent === 0) continue;
    const failures = before + 1;
    if (failures >= 2) await markRefused(store, failing, reason, result);
    else await store.update({ ...failing.record, held: { ...failing.record.held!, failures } }).catch(() => {});
  }
}
