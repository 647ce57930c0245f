import "server-only";
import type { Departure, LeadRecord, RecordKind, StoreCounts, WriteOutcome } from "./record";

export type Unreadable = { id: string; error: string };

/** What a store holds: its records, those it could not read, and the backends it could not reach at all. */
export type Listing = {
  records: LeadRecord[];
  unreadable: Unreadable[];
  unavailable: { kind: string; error: string }[];
};

/** The pass's hold on the store: renewed while it works, so a pass that died frees it within one lease. */
export type Lease = {
  /** False once the lease lapsed and another pass may hold it: stop. */
  renew(): Promise<boolean>;
  release(): Promise<void>;
};

/** What the store's server says of itself: problems fail health, warnings are logged at start. */
export type StoreReport = { problems: string[]; warnings: string[] };

export interface LeadStore {
  readonly kind: "redis" | "file";
  /**
   * Writes a new record, unless one with its fingerprint is kept (the same lead again). Never refuses for lack of
   * room: past the store's budget in bytes it drops held leads (the newest of the network holding the most, never a
   * network's only one) and counts them. With a claim token the record is claimed by the writer, so no pass tries it
   * while the live path does. Throws only when the store cannot write.
   */
  write(record: LeadRecord, claim?: { token: string; ms: number }): Promise<WriteOutcome>;
  /** The id of a kept record with this fingerprint. */
  findByFingerprint(fingerprint: string): Promise<string | undefined>;
  get(id: string): Promise<LeadRecord | undefined>;
  /**
   * Every record of every backend, a page at a time; expired ones are removed and noted on the way, vanished ones
   * noted as lost, unreadable ones listed, not thrown.
   */
  pages(size?: number): AsyncGenerator<Listing>;
  /**
   * The records of one kind, oldest first, a page at a time, as `pages` reads them: the pass reads by time and stops
   * at its deadline, never the whole store first.
   */
  read(kind: RecordKind, size?: number): AsyncGenerator<Listing>;
  /**
   * Held leads a digest part delivered: done in one write (a pass killed after it sends none of them again), each
   * removed and its fingerprint remembered for a day.
   */
  finish(records: Pick<LeadRecord, "id" | "fingerprint">[]): Promise<void>;
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
  /** Records that left undelivered (expired, or lost before their time), since `since`, from every backend. */
  expiries(since: Date): Promise<Departure[]>;
  /** Counters, never the records: cheap enough for an unauthenticated health check. */
  counts(): Promise<StoreCounts>;
  /** A write and its read-back; throws when the store cannot keep a lead. */
  probe(): Promise<void>;
  /** The store server's settings that put leads at risk (Redis's eviction policy, persistence). */
  report(): Promise<StoreReport>;
  /** Held leads dropped to make room since the last digest, per network. */
  dropped(): Promise<Record<string, number>>;
  /** Takes counts the digest has named off the dropped counts. */
  forgetDropped(counts: Record<string, number>): Promise<void>;
  /** Small shared values of the pass and its alerts (last pass, last alert of each kind, the flood). */
  getState(name: string): Promise<string | undefined>;
  setState(name: string, value: string): Promise<void>;
  /** The pass's lease for `ms`, or undefined while another pass holds it. */
  lock(ms: number): Promise<Lease | undefined>;
  /** Housekeeping after a pass: fingerprints older than a day forgotten. */
  tidy(): Promise<void>;
  /** A lasting key, shared by every instance: it signs the thank-you page's address, so only a real lead counts. */
  linkKey(): Promise<Buffer>;
}

/** Every record at once: for the small stores of tests and scripts; the pass and health never need it. */
export async function listAll(store: Pick<LeadStore, "pages">): Promise<Listing> {
  const all: Listing = { records: [], unreadable: [], unavailable: [] };
  for await (const page of store.pages()) {
    all.records.push(...page.records);
    all.unreadable.push(...page.unreadable);
    all.unavailable.push(...page.unavailable);
  }
  return all;
}
