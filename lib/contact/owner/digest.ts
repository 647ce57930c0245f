import "server-only";
import { createHash } from "node:crypto";
import type { Channel } from "../channels/channel";
import { DeliveryError } from "../channels/email/mailer";
import type { Lead } from "../lead/lead";
import type { LeadRecord } from "../store/record";
import type { LeadStore } from "../store/store";
import { buildDigestMail, type DigestPart } from "./digest-mail";
import type { Owner } from "./owner";

/** Held leads go to the owner once an hour while a flood lasts. */
export const DIGEST_INTERVAL_MS = 60 * 60 * 1000;

/** Room for what a size estimate cannot see (the numbering of parts, the dropped networks' line). */
const MARGIN_BYTES = 16 * 1024;
/**
 * What a lead weighs in a message, as a multiple of its JSON: an e-mail carries it twice (text and HTML, escaped) in
 * quoted-printable, where a Polish letter takes six bytes; a webhook carries its JSON. A batch the estimate gets wrong
 * is measured as rendered, and split.
 */
const WEIGHT = { mail: 4.5, webhook: 1.2 };

type HeldLead = Lead & { network: string };

const heldLead = (record: LeadRecord): HeldLead | undefined =>
  record.held && { ...record.held, id: record.id, receivedAt: new Date(record.receivedAt) };

/** A refusal that a smaller batch may get past (the message's size or one lead's words), or one that stops the digest. */
class DigestRefused extends Error {
  constructor(
    message: string,
    readonly splittable: boolean,
  ) {
    super(message);
  }
}

/** Where a digest goes: the owner's mailbox, or on a site without e-mail the channel that takes leads in batches. */
type Outlet = {
  /** For the chat line: the mailbox, or the channel's target. */
  to: string;
  byMail: boolean;
  /** Bytes a lead is expected to add to a message. */
  weight(lead: HeldLead): number;
  render(leads: HeldLead[], part: DigestPart): Promise<string>;
  /** Throws DigestRefused. */
  send(rendered: string, leads: HeldLead[]): Promise<void>;
};

function outletFor({ owner, channels, primary }: DigestContext, now: Date): Outlet | undefined {
  if (owner.reachableByMail)
    return {
      to: owner.mailbox,
      byMail: true,
      weight: (lead) => Buffer.byteLength(JSON.stringify(lead)) * WEIGHT.mail,
      render: (leads, part) => owner.render(buildDigestMail(leads, now, part)),
      async send(raw) {
        try {
          await owner.send(raw, "digest");
        } catch (error) {
          // A mail server that refuses the message (5xx: its size, its words) may take a part of it; one that cannot
          // be reached will not take any.
          const permanent = error instanceof DeliveryError && error.status === 502;
          throw new DigestRefused((error as Error)?.message ?? "error", permanent);
        }
      },
    };
  const channel = channels.find((candidate) => candidate.name === primary && candidate.renderBatch);
  if (!channel?.renderBatch) return undefined;
  const renderBatch = channel.renderBatch;
  return {
    to: channel.target,
    byMail: false,
    weight: (lead) => Buffer.byteLength(JSON.stringify(lead)) * WEIGHT.webhook,
    render: (leads) => renderBatch(leads),
    async send(body, leads) {
      // The same batch sent again has the same id, so a receiver can drop a repeat.
      const id = `digest-${createHash("sha256")
        .update(leads.map((lead) => lead.id).join(","))
        .digest("hex")
        .slice(0, 32)}`;
      const result = await channel.send(body, id);
      if (result.kind !== "delivered")
        throw new DigestRefused(result.reason, /answered (4\d\d)/.test(result.reason) || result.kind === "refused");
    },
  };
}

export type DigestContext = { owner: Owner; store: LeadStore; channels: Channel[]; primary: string };

export type DigestResult = {
  /** Held leads a receiver accepted; they are done. */
  sent: number;
  /** Messages that carried them. */
  parts: number;
  /** Held leads still held: refused alone, or left when the receiver could not be reached. */
  left: number;
  reason?: string;
  /** Networks whose held leads made room, named in this digest. */
  dropped: Record<string, number>;
  to?: string;
  byMail: boolean;
};

/**
 * The held leads in batches no bigger than `maxBytes` as sent. Each batch a receiver accepts is done at once, so a
 * server killed during a digest sends again only what was not accepted; a refused batch is split until the lead refused
 * alone stays held for the next pass and the others go; a receiver that cannot be reached ends the digest.
 */
export async function sendDigest(
  context: DigestContext,
  held: LeadRecord[],
  { now, maxBytes, going = () => true }: { now: Date; maxBytes: number; going?: () => boolean },
): Promise<DigestResult> {
  const outlet = outletFor(context, now);
  const result: DigestResult = { sent: 0, parts: 0, left: held.length, dropped: {}, byMail: outlet?.byMail ?? false };
  const leads = held.map(heldLead).filter((lead): lead is HeldLead => lead !== undefined);
  const records = new Map(held.map((record) => [record.id, record]));
  if (!outlet || leads.length === 0) return result;
  result.to = outlet.to;
  const dropped = await context.store.dropped().catch(() => ({}));

  const empty = (await outlet.render([], { part: 1, parts: 1, dropped })).length;
  const queue: HeldLead[][] = [];
  let batch: HeldLead[] = [];
  let bytes = empty + MARGIN_BYTES;
  for (const lead of leads) {
    const size = outlet.weight(lead);
    if (batch.length > 0 && bytes + size > maxBytes) {
      queue.push(batch);
      batch = [];
      bytes = empty + MARGIN_BYTES;
    }
    batch.push(lead);
    bytes += size;
  }
  if (batch.length > 0) queue.push(batch);

  let parts = queue.length;
  let named = false;
  // Past the pass's deadline what is left waits for the next pass.
  while (queue.length > 0 && going()) {
    const current = queue.shift()!;
    const part = { part: result.parts + 1, parts, dropped: named ? {} : dropped };
    const rendered = await outlet.render(current, part);
    const split = () => {
      const half = Math.ceil(current.length / 2);
      queue.unshift(current.slice(0, half), current.slice(half));
      parts++;
    };
    if (rendered.length > maxBytes && current.length > 1) {
      split();
      continue;
    }
    try {
      await outlet.send(rendered, current);
    } catch (error) {
      const refusal = error as DigestRefused;
      result.reason = refusal.message;
      if (refusal.splittable && current.length > 1) split();
      else if (!refusal.splittable) break;
      continue;
    }
    result.parts++;
    result.sent += current.length;
    result.left -= current.length;
    console.info(
      `[leads] digest part ${result.parts}: ${current.length} held leads sent: ${current.map((l) => l.id).join(", ")}`,
    );
    if (!named) {
      named = true;
      result.dropped = dropped;
      await context.store.forgetDropped(dropped).catch(() => {});
    }
    for (const lead of current) {
      const record = records.get(lead.id)!;
      await context.store.markDelivered(record.fingerprint).catch(() => {});
      await context.store.remove(record).catch((error: unknown) => {
        console.error(`[leads] held lead ${lead.id} sent but not removed:`, (error as Error)?.message);
      });
    }
  }
  return result;
}
