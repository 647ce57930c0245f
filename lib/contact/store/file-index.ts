import "server-only";
import { appendFile, open, readFile, stat, truncate } from "node:fs/promises";
import path from "node:path";
import { writeWhole } from "./files";
import type { IndexEntry } from "./record";

/**
 * A line of the journal: an entry written; entries gone (their files too); or entries whose leads a digest part
 * delivered, whose files may still be there.
 */
type Change = { put: IndexEntry } | { del: string[] } | { done: string[] };

type Snapshot = { entries: Record<string, IndexEntry>; done: string[] };

/** Past this many bytes of journal the index is written whole again, and the journal starts over. */
const COMPACT_BYTES = 512 * 1024;

/**
 * The folder store's index, kept in memory and on disk as a snapshot (`.index.json`) and an append-only journal
 * (`.index.log`): a change is one small append, and a process reads only what others appended since it last looked,
 * so neither a submission nor a health check parses the whole index. The store's lock file orders changes across
 * processes; this class orders them within one.
 */
export class FolderIndex {
  readonly entries = new Map<string, IndexEntry>();
  /** Leads a digest part delivered: out of the index, their files removed as the pass gets to them. */
  readonly done = new Set<string>();
  private readonly fingerprints = new Map<string, string>();
  /** The records' bytes, what the store's budget is held to. */
  bytes = 0;
  private snapshotId?: string;
  private offset = 0;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(private readonly dir: string) {}

  private get snapshotFile() {
    return path.join(this.dir, ".index.json");
  }

  private get journalFile() {
    return path.join(this.dir, ".index.log");
  }

  private serial<T>(work: () => Promise<T>): Promise<T> {
    const next = this.queue.then(work);
    this.queue = next.catch(() => {});
    return next;
  }

  /** Brings the memory up to what is on disk: the snapshot again if another process rewrote it, else the new lines. */
  sync(): Promise<void> {
    return this.serial(() => this.catchUp());
  }

  private async catchUp() {
    const info = await stat(this.snapshotFile).catch(() => undefined);
    const id = info ? `${info.ino}:${info.mtimeMs}:${info.size}` : "none";
    const journal = await stat(this.journalFile).catch(() => undefined);
    if (id !== this.snapshotId || (journal?.size ?? 0) < this.offset) await this.load(id);
    if (!journal || journal.size <= this.offset) return;
    const handle = await open(this.journalFile, "r");
    try {
      const buffer = Buffer.alloc(journal.size - this.offset);
      const { bytesRead } = await handle.read(buffer, 0, buffer.length, this.offset);
      // A line still being appended by another process is read next time.
      const end = buffer.subarray(0, bytesRead).lastIndexOf(0x0a) + 1;
      for (const line of buffer.subarray(0, end).toString("utf8").split("\n")) if (line) this.apply(JSON.parse(line));
      this.offset += end;
    } finally {
      await handle.close();
    }
  }

  private async load(id: string) {
    this.entries.clear();
    this.fingerprints.clear();
    this.done.clear();
    this.bytes = 0;
    this.offset = 0;
    this.snapshotId = id;
    const text = await readFile(this.snapshotFile, "utf8").catch(() => undefined);
    if (!text) return;
    const json = JSON.parse(text) as Partial<Snapshot> | Record<string, IndexEntry>;
    // Before the journal the snapshot was the entries alone.
    const snapshot = "entries" in json && typeof json.entries === "object" ? (json as Snapshot) : undefined;
    for (const entry of Object.values(snapshot ? snapshot.entries : (json as Record<string, IndexEntry>)))
      this.apply({ put: entry });
    for (const done of snapshot?.done ?? []) this.done.add(done);
  }

  private apply(change: Change) {
    if ("put" in change) {
      const previous = this.entries.get(change.put.id);
      if (previous && this.fingerprints.get(previous.fingerprint) === previous.id)
        this.fingerprints.delete(previous.fingerprint);
      this.bytes += change.put.bytes - (previous?.bytes ?? 0);
      this.entries.set(change.put.id, change.put);
      this.fingerprints.set(change.put.fingerprint, change.put.id);
      return;
    }
    const ids = "del" in change ? change.del : change.done;
    for (const id of ids) {
      const entry = this.entries.get(id);
      if (entry && this.fingerprints.get(entry.fingerprint) === id) this.fingerprints.delete(entry.fingerprint);
      if (entry) this.bytes -= entry.bytes;
      this.entries.delete(id);
      if ("done" in change) this.done.add(id);
      else this.done.delete(id);
    }
  }

  /** Appends changes in one write (the caller holds the store's lock and synced under it). */
  record(...changes: Change[]): Promise<void> {
    return this.serial(async () => {
      const text = changes.map((change) => JSON.stringify(change)).join("\n") + "\n";
      await appendFile(this.journalFile, text, { mode: 0o600 });
      for (const change of changes) this.apply(change);
      this.offset += Buffer.byteLength(text);
      if (this.offset > COMPACT_BYTES) await this.compact();
    });
  }

  /** The entries whole in a new snapshot, and an empty journal (a crash between the two replays the journal again). */
  private async compact() {
    const snapshot: Snapshot = { entries: Object.fromEntries(this.entries), done: [...this.done] };
    await writeWhole(this.dir, ".index.json", JSON.stringify(snapshot), 0o600);
    await truncate(this.journalFile, 0);
    const info = await stat(this.snapshotFile);
    this.snapshotId = `${info.ino}:${info.mtimeMs}:${info.size}`;
    this.offset = 0;
  }

  idOf(fingerprint: string): string | undefined {
    return this.fingerprints.get(fingerprint);
  }
}
