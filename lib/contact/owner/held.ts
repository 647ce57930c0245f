import "server-only";
import { leadData } from "../channels/webhook";
import type { LeadRecord } from "../store/record";
import type { LeadStore } from "../store/store";

/** A held lead as the owner's list shows it: never what the visitor wrote. */
export type HeldRow = { id: string; network: string; receivedAt: string; ageMinutes: number; refused?: string };

async function* heldRecords(store: LeadStore): AsyncGenerator<LeadRecord> {
  for await (const page of store.read("held", 100)) yield* page.records.filter((record) => record.held);
}

/** Held and refused leads, oldest first: ids, networks and age. */
export async function listHeld(store: LeadStore, now: Date): Promise<HeldRow[]> {
  const rows: HeldRow[] = [];
  for await (const record of heldRecords(store)) {
    rows.push({
      id: record.id,
      network: record.held!.network,
      receivedAt: record.receivedAt,
      ageMinutes: Math.floor((now.getTime() - Date.parse(record.receivedAt)) / 60_000),
      ...(record.held!.refused && { refused: record.held!.refused.reason }),
    });
  }
  return rows;
}

/** Held leads whole, in the webhook's `lead.created` data shape, for the owner to read or import. */
export async function exportHeld(store: LeadStore) {
  const leads = [];
  for await (const record of heldRecords(store)) {
    const { values, locale, attribution, page, network, refused } = record.held!;
    const lead = { id: record.id, values, locale, attribution, page, receivedAt: new Date(record.receivedAt) };
    leads.push({ ...leadData({ ...lead, held: true }), network, ...(refused && { refused: refused.reason }) });
  }
  return leads;
}

/** Drops held leads the owner has read (by id, or every one): they are never sent. */
export async function dropHeld(store: LeadStore, ids: string[] | "all"): Promise<number> {
  let dropped = 0;
  const wanted = ids === "all" ? undefined : new Set(ids);
  for await (const record of heldRecords(store)) {
    if (wanted && !wanted.has(record.id)) continue;
    await store.remove(record);
    dropped++;
  }
  return dropped;
}
