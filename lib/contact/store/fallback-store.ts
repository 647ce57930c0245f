import "server-only";
import type { FileLeadStore } from "./file-store";
import type { LeadRecord, RecordKind, StoreCounts } from "./record";
import type { RedisLeadStore } from "./redis-store";
import type { LeadStore, Listing } from "./store";

/**
 * Redis, with the folder as its stand-in while Redis cannot answer: a lead kept on disk beats a lead lost. A record
 * is looked for in Redis first, then in the folder; the pages, counts and expiries are both backends'. Health holds
 * Redis to its promise: the folder standing in is no reason to say all is well.
 */
export class RedisOrFileLeadStore implements LeadStore {
  readonly kind = "redis";
  constructor(
    readonly redis: RedisLeadStore,
    readonly file: FileLeadStore,
  ) {}

  private async either<T>(first: () => Promise<T>, second: () => Promise<T>, fallBack: (value: T) => boolean) {
    try {
      const value = await first();
      return fallBack(value) ? second() : value;
    } catch (error) {
      console.warn(`[contact] Redis unavailable (${(error as Error)?.message}): using the folder instead`);
      return second();
    }
  }

  write(record: LeadRecord, claim?: { token: string; ms: number }) {
    return this.either(
      () => this.redis.write(record, claim),
      () => this.file.write(record, claim),
      () => false,
    );
  }
  findByFingerprint(fingerprint: string) {
    return this.either(
      () => this.redis.findByFingerprint(fingerprint),
      () => this.file.findByFingerprint(fingerprint),
      (id) => id === undefined,
    );
  }
  get(id: string) {
    return this.either(
      () => this.redis.get(id),
      () => this.file.get(id),
      (record) => record === undefined,
    );
  }
  async *pages(size?: number): AsyncGenerator<Listing> {
    yield* this.read("live", size);
    yield* this.read("held", size);
  }
  async *read(kind: RecordKind, size?: number): AsyncGenerator<Listing> {
    try {
      yield* this.redis.read(kind, size);
    } catch (error) {
      yield { records: [], unreadable: [], unavailable: [{ kind: "redis", error: (error as Error)?.message }] };
    }
    yield* this.file.read(kind, size);
  }
  /** Each backend its own leads: Redis's part in one script, the folder's in one line of its journal. */
  async finish(records: Pick<LeadRecord, "id" | "fingerprint">[]) {
    await this.redis.finish(records).catch((error: unknown) => {
      console.warn(`[contact] Redis unavailable (${(error as Error)?.message}): digested leads stay there for now`);
    });
    await this.file.finish(records);
  }
  update(record: LeadRecord) {
    return this.either(
      () => this.redis.update(record),
      () => this.file.update(record),
      (updated) => !updated,
    );
  }
  async remove(record: Pick<LeadRecord, "id" | "fingerprint">) {
    await this.redis.remove(record).catch(() => {});
    await this.file.remove(record);
  }
  async claim(id: string, token: string, ms: number) {
    const inFile = await this.file.get(id).catch(() => undefined);
    return inFile ? this.file.claim(id, token, ms) : this.redis.claim(id, token, ms);
  }
  async release(id: string, token: string) {
    await this.redis.release(id, token).catch(() => {});
    await this.file.release(id, token);
  }
  async renew(id: string, token: string, ms: number) {
    return (await this.redis.renew(id, token, ms).catch(() => false)) || this.file.renew(id, token, ms);
  }
  async markDelivered(fingerprint: string) {
    await this.redis.markDelivered(fingerprint).catch(() => this.file.markDelivered(fingerprint));
  }
  async wasDelivered(fingerprint: string) {
    if (await this.file.wasDelivered(fingerprint)) return true;
    return this.redis.wasDelivered(fingerprint);
  }
  async expiries(since: Date) {
    const [redis, file] = await Promise.all([
      this.redis.expiries(since).catch(() => []),
      this.file.expiries(since).catch(() => []),
    ]);
    return [...redis, ...file];
  }
  async counts(): Promise<StoreCounts> {
    const [redis, file] = await Promise.all([this.redis.counts(), this.file.counts()]);
    const oldest = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.min(a, b));
    return {
      pending: redis.pending + file.pending,
      oldestPendingAt: oldest(redis.oldestPendingAt, file.oldestPendingAt),
      held: redis.held + file.held,
      oldestHeldAt: oldest(redis.oldestHeldAt, file.oldestHeldAt),
      refused: redis.refused + file.refused,
      bytes: redis.bytes + file.bytes,
    };
  }
  probe() {
    return this.redis.probe();
  }
  report() {
    return this.redis.report();
  }
  async dropped() {
    const [redis, file] = await Promise.all([this.redis.dropped().catch(() => ({})), this.file.dropped()]);
    const all: Record<string, number> = { ...redis };
    for (const [network, count] of Object.entries(file)) all[network] = (all[network] ?? 0) + count;
    return all;
  }
  async forgetDropped(counts: Record<string, number>) {
    // Each backend's own counts: the folder's first, what is left of each network from Redis.
    const file = await this.file.dropped();
    const fromFile = Object.fromEntries(
      Object.entries(counts).map(([network, count]) => [network, Math.min(count, file[network] ?? 0)]),
    );
    await this.file.forgetDropped(fromFile);
    const fromRedis = Object.fromEntries(
      Object.entries(counts).map(([network, count]) => [network, count - (fromFile[network] ?? 0)]),
    );
    await this.redis.forgetDropped(fromRedis).catch(() => {});
  }
  async tidy() {
    await this.file.tidy();
  }
  getState(name: string) {
    return this.redis.getState(name);
  }
  setState(name: string, value: string) {
    return this.redis.setState(name, value);
  }
  /** Redis's lease, or the folder's while Redis cannot answer (the pass still delivers what the folder holds). */
  async lock(ms: number) {
    try {
      return await this.redis.lock(ms);
    } catch (error) {
      console.warn(`[contact] Redis unavailable (${(error as Error)?.message}): the pass takes the folder's lease`);
      return this.file.lock(ms);
    }
  }
  linkKey() {
    return this.redis.linkKey().catch(() => this.file.linkKey());
  }
}
