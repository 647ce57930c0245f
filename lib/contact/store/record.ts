import "server-only";
import { createHash } from "node:crypto";
import type { MetaLeadEvent } from "@/lib/tracking/meta-capi";
import type { Lead } from "../lead/lead";

export const DAY_MS = 24 * 60 * 60 * 1000;

/** A channel of a lead not yet delivered: tried again when due, or refused (kept for the owner, who is told). */
export type ChannelState = {
  status: "pending" | "refused";
  /** Tries so far; 0 while the first one is under way. */
  attempts: number;
  nextAttemptAt: string;
  lastError?: string;
  lastAttemptAt?: string;
  /** What the channel sends, rendered when the lead arrived: every try sends the same. */
  payload: string;
  /** The owner was told of its refusal. */
  refusalAlerted?: boolean;
};

/**
 * A held lead: the visitor's words for the owner's digest, and the network it came from (an IPv4 /24 or an IPv6 /48,
 * never the address), which is what a full store makes room by and what the digest names.
 */
type HeldLead = Pick<Lead, "values" | "locale" | "attribution" | "page"> & {
  network: string;
  /**
   * Refused alone by the digest's receiver (its words, not its size): kept for the owner, who is told its id, and
   * not sent again until `leads:retry -- --refused`.
   */
  refused?: { at: string; reason: string; alerted?: boolean };
  /** Passes on which the webhook failed this lead while another held lead got through. */
  failures?: number;
};

/**
 * A lead as the store keeps it from the moment it is accepted until every channel has it: written before any channel
 * is tried, each delivered channel removed, deleted when none is left (or LEADS_KEEP_DAYS after it arrived, delivered
 * or not).
 */
export type LeadRecord = {
  id: string;
  receivedAt: string;
  /** sha256 of the visitor's e-mail and message: the same lead sent again is recognised. */
  fingerprint: string;
  /** The channel the visitor's answer waits for. */
  primary: string;
  /** The channels still to deliver. */
  channels: Record<string, ChannelState>;
  /** Received during a flood: no channel is tried (or rendered) for it; the owner gets it in a digest. */
  held?: HeldLead;
  /** The marketing consent the visitor's browser held when sending: the record of it, beside the lead. */
  consent?: { marketing: boolean };
  /** The Conversions API Lead to send once the primary channel delivered (marketing consent given). */
  conversion?: { event: MetaLeadEvent; sent: boolean };
  /** The owner was told it expires within a day. */
  expiryWarned?: boolean;
};

/** A record's trace once its data is gone: no personal data, for the alerts and the health check. */
export type RecordSummary = { id: string; receivedAt: string; channels: string[]; held: boolean };

/** A record's trace with what the store counts it by: its size, whether it waits or was refused, its network. */
export type IndexEntry = RecordSummary & {
  fingerprint: string;
  bytes: number;
  /** A channel still waits for a try (not held, not only refused). */
  pending: boolean;
  refused: boolean;
  /** A held lead's network. */
  network?: string;
};

/** A new record is always written; `dropped` held leads made room for it. */
export type WriteOutcome = { kind: "written"; dropped: number } | { kind: "duplicate"; id: string };

/** What health reads: counters the store keeps, never the records. Times in ms. */
export type StoreCounts = {
  pending: number;
  oldestPendingAt: number | null;
  held: number;
  oldestHeldAt: number | null;
  refused: number;
  bytes: number;
};

export function leadFingerprint(email: string, message: string): string {
  return createHash("sha256").update(`${email.trim().toLowerCase()}\n${message.trim()}`).digest("hex");
}

export const expiresAt = (record: Pick<LeadRecord, "receivedAt">, keepDays: number) =>
  Date.parse(record.receivedAt) + keepDays * DAY_MS;

export const summaryOf = (record: LeadRecord): RecordSummary => ({
  id: record.id,
  receivedAt: record.receivedAt,
  channels: Object.keys(record.channels),
  held: record.held !== undefined,
});

/** Whether nothing is left to do: every channel delivered and the conversion, if any, sent. */
export const isDone = (record: LeadRecord) =>
  Object.keys(record.channels).length === 0 && (!record.conversion || record.conversion.sent);

/** A record as stored, checked for the fields every reader relies on. */
export function parseRecord(text: string): LeadRecord {
  const json = JSON.parse(text) as Partial<LeadRecord>;
  if (typeof json?.id !== "string" || typeof json.fingerprint !== "string")
    throw new Error("not a lead record (id or fingerprint missing)");
  if (!json.channels || typeof json.receivedAt !== "string" || typeof json.primary !== "string")
    throw new Error("not a lead record (channels, time or primary channel missing)");
  return json as LeadRecord;
}

/** A record as the store writes it, and its index entry. */
export function encode(record: LeadRecord): { json: string; entry: IndexEntry } {
  const json = JSON.stringify(record);
  const states = Object.values(record.channels);
  return {
    json,
    entry: {
      ...summaryOf(record),
      fingerprint: record.fingerprint,
      bytes: Buffer.byteLength(json),
      pending: !record.held && states.some((state) => state.status === "pending"),
      refused: states.some((state) => state.status === "refused") || record.held?.refused !== undefined,
      ...(record.held && { network: record.held.network }),
    },
  };
}

/**
 * Which held lead makes room when the store is at its budget: the newest of the network holding the most held leads
 * (a real lead that came before its network's flood stays), never the only lead of a network, never a lead that is
 * not held.
 */
export function dropCandidate(entries: Iterable<IndexEntry>): IndexEntry | undefined {
  const byNetwork = new Map<string, IndexEntry[]>();
  for (const entry of entries) {
    if (!entry.held || entry.network === undefined) continue;
    const list = byNetwork.get(entry.network);
    if (list) list.push(entry);
    else byNetwork.set(entry.network, [entry]);
  }
  let fullest: IndexEntry[] = [];
  for (const list of byNetwork.values()) if (list.length > fullest.length) fullest = list;
  if (fullest.length < 2) return undefined;
  return fullest.reduce((newest, entry) => (entry.receivedAt > newest.receivedAt ? entry : newest));
}

/** Which records the pass reads in arrival order: those waiting for a channel or refused (live), or held leads. */
export type RecordKind = "live" | "held";

/** A record that left the index: expired (LEADS_KEEP_DAYS passed) or lost (gone before its time, e.g. evicted). */
export type Departure = RecordSummary & { expiredAt: string; lost?: boolean };

export function departureOf(entry: RecordSummary, keepDays: number, now = Date.now()): Departure {
  const { id, receivedAt, channels, held } = entry;
  // A minute's slack: a record deleted by its own expiry a moment before it is read is not lost.
  const lost = expiresAt(entry, keepDays) - 60_000 > now;
  return { id, receivedAt, channels, held, expiredAt: new Date(now).toISOString(), ...(lost && { lost }) };
}
