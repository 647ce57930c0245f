import "server-only";
import { leadWords } from "../lead/lead-words";
import { raiseAlert, type Alerting } from "./alerts";
import { DIGEST_INTERVAL_MS } from "./digest";

/** The held-lead side of the live path: the flood's start is told once, its last held lead remembered. */
export async function noteHeld(alerting: Alerting, siteLimit: number) {
  const { store } = alerting;
  const now = alerting.now().getTime();
  await store.setState("flood:last-held", String(now)).catch(() => {});
  const since = Number((await store.getState("flood:since").catch(() => undefined)) ?? 0);
  if (since > 0) return;
  await store.setState("flood:since", String(now)).catch(() => {});
  await raiseAlert(alerting, "floodStart", leadWords("alerts.floodStart.text", { limit: siteLimit }));
}

/** The flood is over once an hour has passed without a held lead: the owner is told once. */
export async function noteFloodOver(alerting: Alerting) {
  const { store } = alerting;
  const since = Number((await store.getState("flood:since").catch(() => undefined)) ?? 0);
  const lastHeld = Number((await store.getState("flood:last-held").catch(() => undefined)) ?? 0);
  if (since > 0 && alerting.now().getTime() - lastHeld >= DIGEST_INTERVAL_MS) {
    if (await raiseAlert(alerting, "floodEnd", leadWords("alerts.floodEnd.text")))
      await store.setState("flood:since", "0");
  }
}

/** Held leads were dropped to make room within LEADS_STORE_MB: the owner hears once an hour; the digest names them. */
export async function noteDropped(alerting: Alerting, count: number) {
  console.warn(`[contact] the lead store is at its budget: ${count} held lead(s) dropped to make room`);
  await raiseAlert(alerting, "dropped", leadWords("alerts.dropped.text", { count }));
}
