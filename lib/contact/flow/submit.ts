import "server-only";
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import type { MetaLeadEvent } from "@/lib/tracking/meta-capi";
import type { ChannelResult } from "../channels/channel";
import { sourcePage, type Lead } from "../lead/lead";
import { HONEYPOT_FIELD } from "../lead/options";
import { attributionSchema, makeContactSchema, type ContactSchema } from "../lead/schema";
import { serviceOptionIds } from "../lead/service-options";
import { clientKeys } from "../limits/client-address";
import { consumeLimits } from "../limits/limits";
import { alertKept, alertNotKept } from "../owner/alerts";
import { noteDropped, noteHeld } from "../owner/flood";
import type { LeadRuntime } from "../runtime";
import { leadFingerprint, type LeadRecord, type WriteOutcome } from "../store/record";
import type { LeadStore } from "../store/store";
import { applyResult, CLAIM_MS, deliverChannels } from "./dispatch";
import { recordOf } from "./new-record";

/**
 * What became of a submission; the JSON API and the form's server action each answer it in their way. An accepted
 * lead carries its id when it counts as a conversion: a new lead, delivered, neither held nor the same one again. A
 * lead the store could not keep is never answered as sent (`unkept`: the visitor is given the e-mail and phone).
 */
export type SubmissionOutcome =
  | { kind: "accepted"; leadId?: string }
  | { kind: "ignored" }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "failed"; status: 502 | 503; unkept?: true };

const schemas = new Map<Locale, ContactSchema>();
function schemaFor(locale: Locale): ContactSchema {
  let schema = schemas.get(locale);
  if (!schema)
    schemas.set(locale, (schema = makeContactSchema(translator(locale, "ContactForm.errors"), serviceOptionIds)));
  return schema;
}

/**
 * The one handler of a lead, whichever way it came: validation, honeypot, the same lead again, limits, then the lead
 * written to the store with every channel it must reach before any is tried, the primary channel tried while the
 * visitor waits, and the others after the answer.
 */
export async function submitLead(
  input: Record<string, unknown>,
  request: { locale: Locale; headers: Headers },
  runtime: LeadRuntime,
): Promise<SubmissionOutcome> {
  const honeypot = input[HONEYPOT_FIELD];
  if (honeypot !== undefined && honeypot !== null && honeypot !== "") {
    console.info("[contact] honeypot filled: answered as sent, nothing sent");
    return { kind: "ignored" };
  }

  const parsed = schemaFor(request.locale).safeParse(input);
  if (!parsed.success) {
    const fieldErrors = z.flattenError(parsed.error).fieldErrors as Record<string, string[] | undefined>;
    const errors = Object.fromEntries(
      Object.entries(fieldErrors).flatMap(([field, messages]) => (messages?.[0] ? [[field, messages[0]]] : [])),
    );
    return { kind: "invalid", errors };
  }

  const { store } = runtime;
  const fingerprint = leadFingerprint(parsed.data.email, parsed.data.message);
  // The same lead again (a double press, a resubmission): answered as sent, neither counted nor delivered twice.
  if (await store.wasDelivered(fingerprint).catch(() => false)) {
    console.info("[contact] the same lead again, delivered already: answered as sent");
    return { kind: "accepted" };
  }
  const known = await store.findByFingerprint(fingerprint).catch(() => undefined);
  if (known) return again(runtime, known);

  const client = clientKeys(request.headers, runtime.clientEnv);
  if (client.unverified) noteUnverifiedProxy(runtime);
  const limit = await consumeLimits(runtime.limits, client);
  if (limit.verdict === "refuse") return { kind: "limited", retryAfterSeconds: limit.retryAfterSeconds };

  const id = randomUUID();
  // A form posted without the page's code has no event id: its conversion is named by the lead's id (thank-you page).
  const eventId = parsed.data.eventId ?? (parsed.data.marketingConsent === true ? id : undefined);
  const lead: Lead = {
    id,
    values: { ...parsed.data, eventId },
    locale: request.locale,
    attribution: attributionSchema.catch({}).parse(input.attribution ?? {}),
    receivedAt: runtime.now(),
    page: sourcePage(request.headers.get("referer")),
  };
  const held = limit.verdict === "hold";
  const { record, event } = await recordOf(lead, fingerprint, client, held, request.headers, runtime);

  const token = randomUUID();
  let failure = "";
  // On Vercel a function's folder dies with it: without Redis nothing keeps a lead, whatever OUTBOX_DIR says.
  const keepable = !(runtime.settings.vercel && store.kind === "file");
  if (!keepable) failure = "REDIS_URL is not set on Vercel";
  const written: WriteOutcome | undefined = !keepable
    ? undefined
    : await store.write(record, held ? undefined : { token, ms: CLAIM_MS }).catch((error: unknown) => {
        failure = (error as { code?: string })?.code ?? (error as Error)?.message ?? "error";
        return undefined;
      });
  if (!written) {
    // Never "sent" when nothing keeps it: a lead to be delivered now is still tried once, the visitor is given the
    // e-mail and phone either way, and the owner is told.
    console.error(`[contact] lead ${id} NOT KEPT: the store cannot write (${failure})`);
    if (held) runtime.defer(() => alertNotKept(runtime, record, failure));
    else await deliverLive(unkept(runtime), record, token, { counts: false, event, unkeptBecause: failure });
    return { kind: "failed", status: 503, unkept: true };
  }
  if (written.kind === "duplicate") return held ? { kind: "accepted" } : again(runtime, written.id);
  if (written.dropped > 0) runtime.defer(() => noteDropped(runtime, written.dropped));
  if (held) {
    console.warn(`[contact] lead ${id} held for the owner's digest (${limit.scope} limit)`);
    runtime.defer(() => noteHeld(runtime, runtime.settings.siteLimit));
    return { kind: "accepted" };
  }
  return deliverLive(runtime, record, token, { counts: true, event });
}

/**
 * A lead submitted again while its first copy is kept: the copy is delivered now on every channel it still lacks
 * (once: a worker delivering it right now is waited for), and the visitor is answered as the primary channel went.
 */
async function again(runtime: LeadRuntime, id: string): Promise<SubmissionOutcome> {
  const { store } = runtime;
  const token = randomUUID();
  const until = runtime.now().getTime() + runtime.settings.deadlineMs;
  while (!(await store.claim(id, token, CLAIM_MS).catch(() => false))) {
    if (Date.now() >= until) return { kind: "failed", status: 503 };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const record = await store.get(id).catch(() => undefined);
  if (!record || record.held) {
    await store.release(id, token).catch(() => {});
    console.info(`[contact] the same lead again (${id}): answered as sent`);
    return { kind: "accepted" };
  }
  console.info(`[contact] the same lead again (${id}): its missing channels are tried now`);
  return deliverLive(runtime, record, token, { counts: false });
}

/**
 * The primary channel within the deadline (a visitor is told the truth before nginx gives up), then, after the answer,
 * every channel not yet tried and the conversion. A send still running at the deadline may succeed after all: the
 * record then no longer waits for it.
 */
async function deliverLive(
  runtime: LeadRuntime,
  record: LeadRecord,
  token: string,
  {
    counts,
    event,
    unkeptBecause,
  }: {
    counts: boolean;
    event?: MetaLeadEvent;
    /** Why the store could not keep it: its one try is all it gets, and the owner hears so. */
    unkeptBecause?: string;
  },
): Promise<SubmissionOutcome> {
  const finish = async (current: LeadRecord) => {
    try {
      current = await deliverChannels(runtime, current, { due: (state) => state.attempts === 0, event, claim: token });
      if (unkeptBecause !== undefined) await alertNotKept(runtime, current, unkeptBecause);
      else if (Object.values(current.channels).some((state) => state.attempts > 0)) await alertKept(runtime, current);
    } finally {
      await runtime.store.release(record.id, token).catch(() => {});
    }
  };
  const primary = runtime.channels.find((channel) => channel.name === record.primary);
  const state = record.channels[record.primary];
  if (!state || !primary) {
    // Delivered already by its primary channel: only the others are left.
    runtime.defer(() => finish(record));
    return { kind: "accepted" };
  }
  const sending = primary.send(state.payload, record.id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), runtime.settings.deadlineMs);
  });
  const first = await Promise.race([sending, deadline]).finally(() => clearTimeout(timer));
  let current = record;
  if (first !== "deadline") current = await applyResult(runtime, record, record.primary, first);
  runtime.defer(async () => {
    if (first === "deadline") {
      const late: ChannelResult = await sending;
      if (late.kind === "delivered") console.info(`[contact] lead ${record.id} delivered after its deadline`);
      current = await applyResult(runtime, current, record.primary, late);
    }
    await finish(current);
  });
  if (first === "deadline") {
    console.error(
      `[contact] lead ${record.id} not delivered within ${runtime.settings.deadlineMs} ms (${record.primary}): kept`,
    );
    return { kind: "failed", status: 503 };
  }
  if (first.kind !== "delivered") return { kind: "failed", status: first.kind === "retry" ? first.status : 502 };
  return { kind: "accepted", leadId: counts ? record.id : undefined };
}

/**
 * A request without the proxy's X-Proxy-Secret while TRUST_PROXY_SECRET is set: logged at most once a minute, and
 * remembered for health, which fails while it keeps happening.
 */
function noteUnverifiedProxy(runtime: LeadRuntime) {
  const now = runtime.now().getTime();
  if (now - (runtime.alerted.get("proxy:unverified") ?? 0) < 60_000) return;
  runtime.alerted.set("proxy:unverified", now);
  console.warn(
    "[contact] a request came without X-Proxy-Secret while TRUST_PROXY_SECRET is set: every such request shares one " +
      "client's limit; check that the proxy sends the header",
  );
  runtime.defer(() => runtime.store.setState("proxy:unverified", String(now)));
}

/** A runtime whose store keeps nothing of this lead (it could not be written): every try is the only one. */
function unkept(runtime: LeadRuntime): LeadRuntime {
  const store: LeadStore = Object.create(runtime.store, {
    update: { value: async () => false },
    remove: { value: async () => {} },
    release: { value: async () => {} },
  });
  return { ...runtime, store };
}
