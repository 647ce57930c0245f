import "server-only";
import { createHash, createHmac } from "node:crypto";
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

/** The visitor's words of a held lead, for the owner's digest. */
type HeldLead = Pick<Lead, "values" | "locale" | "attribution" | "page">;

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
  /** Keyed hashes of the client address and its network (the store's bounds), never the address itself. */
  client?: string;
  network?: string;
  /** The channel the visitor's answer waits for. */
  primary: string;
  /** The channels still to deliver. */
  channels: Record<string, ChannelState>;
  /** Received during a flood: no channel is tried for it; the owner gets it in a digest. */
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

export type WriteOutcome =
  { kind: "written" } | { kind: "duplicate"; id: string } | { kind: "client_full" | "network_full" | "full" };

/** How many records the store takes per client address, per network and in all; held leads have bounds of their own. */
export type Bounds = { perClient: number; perNetwork: number; total: number };
export const DEFAULT_BOUNDS = {
  pending: { perClient: 3, perNetwork: 10, total: 500 },
  held: { perClient: 3, perNetwork: 10, total: 500 },
};

export function leadFingerprint(email: string, message: string): string {
  return createHash("sha256").update(`${email.trim().toLowerCase()}\n${message.trim()}`).digest("hex");
}

/** A keyed hash of an address or network: the bounds can compare them, nobody can read an address from them. */
export function clientTag(key: Buffer, value: string): string {
  return createHmac("sha256", key).update(value).digest("hex").slice(0, 24);
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

/** Counts the records of the new one's kind (held or not) per client, per network and in all. */
export function boundReached(record: LeadRecord, others: LeadRecord[], bounds: Bounds): WriteOutcome | undefined {
  const same = others.filter((other) => (other.held !== undefined) === (record.held !== undefined));
  const count = (tag: "client" | "network") => same.filter((other) => record[tag] && other[tag] === record[tag]).length;
  if (same.length >= bounds.total) return { kind: "full" };
  if (count("client") >= bounds.perClient) return { kind: "client_full" };
  if (count("network") >= bounds.perNetwork) return { kind: "network_full" };
  return undefined;
}
