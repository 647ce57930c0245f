import "server-only";
import { createHmac, timingSafeEqual } from "node:crypto";
import { BodyTooLarge, readLimitedText } from "./request";
import type { LeadStore } from "../store/store";

/** How long the thank-you page's address counts its lead: the page reads it at once, a reload finds it gone. */
export const THANKS_LINK_MS = 15 * 60 * 1000;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function signature(key: Buffer, lead: string, at: number): Buffer {
  return createHmac("sha256", key).update(`thank-you:${lead}:${at}`).digest().subarray(0, 16);
}

/** `lead=<id>&t=<ms>&sig=<hmac>`: what the server action's redirect appends for a new lead. */
export function thanksQuery(key: Buffer, lead: string, at: number): string {
  return new URLSearchParams({ lead, t: String(at), sig: signature(key, lead, at).toString("base64url") }).toString();
}

/** Whether an address is one this site gave a new lead in the last 15 minutes, not one a stranger made up. */
function isThanksLink(key: Buffer, query: { lead: string; t: string; sig: string }, now: number): boolean {
  if (!UUID.test(query.lead) || !/^\d{13}$/.test(query.t)) return false;
  const at = Number(query.t);
  // A minute of clock skew between two instances, fifteen to read the page.
  if (at > now + 60_000 || now - at > THANKS_LINK_MS) return false;
  const given = Buffer.from(query.sig, "base64url");
  const expected = signature(key, query.lead, at);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function text(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 100) : "";
}

/**
 * POST /api/contact/thanks `{lead, t, sig}`: 200 `{"count":true}` when the thank-you page's address came from our own
 * redirect, so the page reports the conversion; 404 `{"count":false}` for a made-up or stale one. Never a lead's data.
 */
export async function checkThanks(
  request: Request,
  { store, now }: { store: LeadStore; now: () => Date },
): Promise<Response> {
  const headers = { "Cache-Control": "no-store" };
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(await readLimitedText(request, 1024));
    if (typeof parsed === "object" && parsed !== null) body = parsed as Record<string, unknown>;
  } catch (error) {
    if (error instanceof BodyTooLarge) return Response.json({ error: "payload_too_large" }, { status: 413, headers });
    return Response.json({ error: "invalid_json" }, { status: 400, headers });
  }
  const key = await store.linkKey().catch(() => undefined);
  if (!key) return Response.json({ count: false }, { status: 503, headers });
  const query = { lead: text(body.lead), t: text(body.t), sig: text(body.sig) };
  const count = isThanksLink(key, query, now().getTime());
  return Response.json({ count }, { status: count ? 200 : 404, headers });
}
