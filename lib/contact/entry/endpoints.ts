import "server-only";
import { timingSafeEqual } from "node:crypto";
import { dropHeld, exportHeld, listHeld } from "../owner/held";
import { checkHealth, publicHealth } from "../owner/health";
import { runPass } from "../flow/pass";
import type { LeadRuntime } from "../runtime";

const noStore = { "Cache-Control": "no-store" };
const VERCEL_PASS_MS = 40_000;

/** `Authorization: Bearer <CRON_SECRET>` (Vercel Cron sends it), compared in constant time. */
function authorised(request: Request, secret: string | undefined): boolean {
  if (!secret) return false;
  const given = Buffer.from(request.headers.get("authorization") ?? "");
  const expected = Buffer.from(`Bearer ${secret}`);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/**
 * GET or POST /api/cron/leads: one pass (Vercel Cron, or any scheduler). 404 while CRON_SECRET is unset, 401
 * without its bearer; `?now=1` retries every pending channel at once, `?refused=1` refused ones too. Counts only.
 * The held leads, for the owner (as `leads:retry -- --held`): `?held=1` lists them (ids, networks, age), `?held=export`
 * gives them whole, and a POST with `?drop=<id>,<id>` or `?drop=all` drops them.
 */
export async function cronPass(request: Request, runtime: LeadRuntime): Promise<Response> {
  const { cronSecret } = runtime.settings;
  if (!cronSecret) return Response.json({ error: "not_found" }, { status: 404, headers: noStore });
  if (!authorised(request, cronSecret))
    return Response.json(
      { error: "unauthorized" },
      { status: 401, headers: { ...noStore, "WWW-Authenticate": "Bearer" } },
    );
  const query = new URL(request.url).searchParams;
  const drop = query.get("drop");
  if (drop && request.method === "POST") {
    const dropped = await dropHeld(runtime.store, drop === "all" ? "all" : drop.split(","));
    return Response.json({ dropped }, { headers: noStore });
  }
  const held = query.get("held");
  if (held === "export") return Response.json({ held: await exportHeld(runtime.store) }, { headers: noStore });
  if (held !== null) return Response.json({ held: await listHeld(runtime.store, runtime.now()) }, { headers: noStore });
  const report = await runPass(runtime, {
    now: query.has("now"),
    refused: query.has("refused"),
    // Inside the route's maxDuration (60 s), with room for a try already started to end.
    deadlineMs: runtime.settings.vercel ? VERCEL_PASS_MS : undefined,
  });
  return Response.json(report, { headers: noStore });
}

/**
 * GET /api/health for uptime monitors: 200 `{"status":"ok"}` or 503 `{"status":"failing"}`, from a short cache; with
 * the cron bearer, a fresh answer: what is wrong and the counts. Never a lead's data.
 */
export async function healthCheck(request: Request, runtime: LeadRuntime): Promise<Response> {
  const { cronSecret, overdueMinutes } = runtime.settings;
  const unkept = runtime.settings.vercel && runtime.store.kind === "file";
  const source = { store: runtime.store, overdueMinutes, now: runtime.now, unkept };
  const bearer = authorised(request, cronSecret);
  const health = bearer ? await checkHealth(source) : await publicHealth(source);
  const body = bearer ? health : { status: health.status };
  return Response.json(body, { status: health.status === "ok" ? 200 : 503, headers: noStore });
}
