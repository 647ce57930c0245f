import "server-only";
import type { LeadRecord, RecordSummary, WriteOutcome } from "./record";

export type Unreadable = { id: string; error: string };

/** What a store holds: its records, those it could not read, and the backends it could not reach at all. */
export type Listing = {
  records: LeadRecord[];
  unreadable: Unreadable[];
  unavailable: { kind: string; error: string }[];
};

export interface LeadStore {
  readonly kind: "redis" | "file";
  /**
   * Writes a new record, unless one with its fingerprint is kept (the same lead again) or a bound is reached; with a
   * claim token the record is claimed by the writer, so no pass tries it while the live path does.
   */
  write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome>;
  /** The id of a kept record with this fingerprint. */
  findByFingerprint(fingerprint: string): Promise<string | undefined>;
  get(id: string): Promise<LeadRecord | undefined>;
  /** Every record of every backend; expired ones are removed (and noted) on the way, unreadable ones listed, not thrown. */
  list(): Promise<Listing>;
  /** Stores the record's new state, unless it is gone meanwhile (delivered or expired): then false. */
  update(record: LeadRecord): Promise<boolean>;
  remove(record: Pick<LeadRecord, "id" | "fingerprint">): Promise<void>;
  /** One worker per record at a time; a claim lapses after `ms` (its worker died). */
  claim(id: string, token: string, ms: number): Promise<boolean>;
  release(id: string, token: string): Promise<void>;
  /** Extends a claim the worker holds, before its next try. */
  renew(id: string, token: string, ms: number): Promise<boolean>;
  /** Remembers for 24 h that a lead with this fingerprint got through. */
  markDelivered(fingerprint: string): Promise<void>;
  wasDelivered(fingerprint: string): Promise<boolean>;
  /** Records that expired before every channel had them, since `since`, from every backend. */
  expiries(since: Date): Promise<(RecordSummary & { expiredAt: string })[]>;
  /** Small shared values of the pass and its alerts (last pass, last alert of each kind, the flood). */
  getState(name: string): Promise<string | undefined>;
  setState(name: string, value: string): Promise<void>;
  /** The pass's lock: the release function, or undefined while another pass holds it. */
  lock(ms: number): Promise<(() => Promise<void>) | undefined>;
  /** The key of today's client tags: a day later it is gone, and the tags cannot be traced back to an address. */
  tagKey(): Promise<Buffer>;
  /** A lasting key, shared by every instance: it signs the thank-you page's address, so only a real lead counts. */
  linkKey(): Promise<Buffer>;
}
