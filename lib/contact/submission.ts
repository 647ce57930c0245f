import "server-only";
import { randomUUID } from "node:crypto";
import type { SendMailOptions } from "nodemailer/lib/mailer";
import { z } from "zod";
import { EnvError, siteUrl, type MetaCapiConfig } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { leadEvent, sendMetaEvent, type MetaLeadEvent } from "@/lib/tracking/meta-capi";
import { clientIp, clientKeys } from "./client-address";
import type { Delivery } from "./delivery";
import {
  clientTag,
  leadFingerprint,
  settle,
  type KeepLimits,
  type KeepOutcome,
  type KeptLead,
  type LeadStore,
} from "./kept-leads";
import { consumeLimits, type ContactLimits } from "./limits";
import { buildLeadMail, type Lead, type MailConfig } from "./mail";
import { HONEYPOT_FIELD } from "./options";
import { retryAt } from "./retry-schedule";
import { attributionSchema, makeContactSchema, type ContactSchema } from "./schema";
import { serviceOptionIds } from "./service-options";
import { DeliveryError, renderMail, type MailTransport } from "./transport";

/** Well inside nginx's 30 s gateway timeout, so the visitor is told the truth and the lead is kept. */
export const SEND_DEADLINE_MS = 20_000;

export type ContactDeps = {
  limits: ContactLimits;
  /** The site-wide ceiling, for the log line that names it. */
  siteLimit?: number;
  transport: () => MailTransport;
  mail: MailConfig;
  /** Where a lead a channel did not take is kept (and delivered leads' fingerprints remembered). */
  leads?: LeadStore;
  /** The configured delivery; "broken" answers 503 without sending. Unset: the given transport. */
  delivery?: Delivery;
  env?: Record<string, string | undefined>;
  now?: () => Date;
  metaCapi?: () => MetaCapiConfig | undefined;
  /** Runs work after the answer went out (Next's `after()`). */
  defer?: (task: () => Promise<unknown>) => void;
  sendDeadlineMs?: number;
  keepLimits?: KeepLimits;
};

/** What became of a submission; the JSON API and the form's server action each answer it in their way. */
export type SubmissionOutcome =
  | { kind: "accepted"; leadId: string }
  | { kind: "ignored" }
  | { kind: "invalid"; errors: Record<string, string> }
  | { kind: "limited"; retryAfterSeconds: number }
  | { kind: "failed"; status: 502 | 503 };

const schemas = new Map<Locale, ContactSchema>();
function schemaFor(locale: Locale): ContactSchema {
  let schema = schemas.get(locale);
  if (!schema) schemas.set(locale, (schema = makeContactSchema(translator(locale, "ContactForm.errors"), serviceOptionIds)));
  return schema;
}

/**
 * The one handler of a lead, whichever way it came: validation, honeypot, limits, delivery on the primary channel,
 * keeping what failed, and the work that follows the answer.
 */
export async function submitLead(
  input: Record<string, unknown>,
  request: { locale: Locale; headers: Headers },
  deps: ContactDeps,
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

  const client = clientKeys(request.headers, deps.env);
  const verdict = await consumeLimits(deps.limits, client, deps.siteLimit ?? 0);
  if (!verdict.allowed) return { kind: "limited", retryAfterSeconds: verdict.retryAfterSeconds };

  const id = randomUUID();
  // A form posted without the page's code has no event id: its conversion is named by the lead's id (thank-you page).
  const eventId = parsed.data.eventId ?? (parsed.data.marketingConsent === true ? id : undefined);
  const lead: Lead = {
    id,
    values: { ...parsed.data, eventId },
    locale: request.locale,
    attribution: attributionSchema.catch({}).parse(input.attribution ?? {}),
    receivedAt: deps.now?.() ?? new Date(),
  };
  const mail = buildLeadMail(lead, deps.mail);
  const fingerprint = leadFingerprint(lead.values.email, lead.values.message);
  const conversion = conversionOf(lead, request.headers, deps);

  let settleKept: (lead: KeptLead | undefined) => void = () => {};
  const kept = new Promise<KeptLead | undefined>((resolve) => (settleKept = resolve));
  const failure = await deliver(deps, mail, lead.id, kept);
  if (failure) {
    // A failed delivery keeps its rate-limit slots: during an outage one client cannot pile up leads.
    // Only the lead's id and the transport's codes: the visitor's text stays out of the log.
    console.error(`[contact] lead ${lead.id} not delivered:`, JSON.stringify(failure.detail));
    settleKept(await keepLead(deps, { lead, mail, fingerprint, reason: failure.message, client, conversion: conversion?.kept }));
    return { kind: "failed", status: failure.status };
  }
  settleKept(undefined);

  console.info(`[contact] lead ${lead.id} delivered`);
  await deps.leads?.markDelivered(fingerprint).catch((markError: unknown) => {
    console.warn(`[contact] lead ${lead.id}: delivery not recorded for retry dedup:`, (markError as Error)?.message);
  });
  if (conversion && deps.defer) {
    const { config, event } = conversion;
    deps.defer(() => sendMetaEvent(config, event, lead.id));
  }
  return { kind: "accepted", leadId: lead.id };
}

/** The Conversions API Lead of a lead whose visitor allowed marketing, when the Conversions API is configured. */
function conversionOf(lead: Lead, headers: Headers, deps: ContactDeps) {
  const { eventId, marketingConsent } = lead.values;
  if (marketingConsent !== true || !eventId || !deps.metaCapi) return undefined;
  let config: MetaCapiConfig | undefined;
  try {
    config = deps.metaCapi();
  } catch (error) {
    // The names of the offending variables only: a value could be the token.
    const names = error instanceof EnvError ? error.names.join(", ") : (error as Error)?.name;
    console.error(`[meta-capi] configuration invalid (${names}): lead ${lead.id} not sent`);
    return undefined;
  }
  if (!config) return undefined;
  const context = {
    sourceUrl: headers.get("referer") ?? undefined,
    clientIp: clientIp(headers, deps.env),
    userAgent: headers.get("user-agent") ?? undefined,
    cookies: headers.get("cookie") ?? undefined,
  };
  const event = leadEvent({ eventId, time: lead.receivedAt, values: lead.values, attribution: lead.attribution, context, siteUrl });
  // A kept copy carries no IP address.
  const userData = { ...event.user_data };
  delete userData.client_ip_address;
  const kept: MetaLeadEvent = { ...event, user_data: userData };
  return { config, event, kept };
}

/**
 * Hands the mail over within one deadline; resolves with the failure, or undefined once delivered. A send still running
 * at the deadline may succeed after all: the kept lead then no longer waits for its e-mail.
 */
async function deliver(
  deps: ContactDeps,
  mail: SendMailOptions,
  id: string,
  kept: Promise<KeptLead | undefined>,
): Promise<DeliveryError | undefined> {
  const delivery = deps.delivery ?? { mode: "outbox", dir: "" };
  if (delivery.mode === "broken") {
    console.error(`[contact] ${delivery.problem}: lead ${id} answered 503`);
    return new DeliveryError(503, { transport: "smtp", code: "ENOTCONFIGURED" });
  }
  const transport = deps.transport();
  const sending = transport.send(mail, id);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<"deadline">((resolve) => {
    timer = setTimeout(() => resolve("deadline"), deps.sendDeadlineMs ?? SEND_DEADLINE_MS);
  });
  try {
    const outcome = await Promise.race([sending.then(() => "sent" as const), deadline]);
    if (outcome === "sent") return undefined;
    sending.then(
      async () => {
        console.info(`[contact] lead ${id} delivered after its deadline`);
        const lead = await kept;
        if (lead && deps.leads) await settle(deps.leads, { ...lead, email: undefined }).catch(() => {});
      },
      () => {},
    );
    return new DeliveryError(503, { transport: transport.kind, code: "EDEADLINE" });
  } catch (error) {
    return error instanceof DeliveryError ? error : new DeliveryError(503, { transport: transport.kind, code: (error as Error)?.name });
  } finally {
    clearTimeout(timer);
  }
}

type KeepInput = {
  lead: Lead;
  mail: SendMailOptions;
  fingerprint: string;
  reason: string;
  client: ReturnType<typeof clientKeys>;
  conversion?: MetaLeadEvent;
};

/** Keeps a lead whose primary channel failed, with every channel pending, within the store's bounds; never throws. */
async function keepLead(deps: ContactDeps, { lead, mail, fingerprint, reason, client, conversion }: KeepInput) {
  const store = deps.leads;
  if (!store) return undefined;
  try {
    const key = await store.tagKey();
    const { raw, envelope } = await renderMail(mail);
    const now = deps.now?.() ?? new Date();
    const record: KeptLead = {
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      keptAt: now.toISOString(),
      reason,
      fingerprint,
      client: clientTag(key, `address\n${client.address}`),
      network: client.network ? clientTag(key, `network\n${client.network}`) : undefined,
      primary: "email",
      email: { status: "pending", attempts: 1, nextAttemptAt: retryAt(1, now).toISOString(), raw: raw.toString("utf8"), from: envelope.from },
      conversion: conversion ? { event: conversion, sent: false } : undefined,
    };
    const outcome = await store.keep(record, deps.keepLimits);
    const said: Record<KeepOutcome, string> = {
      kept: "kept for `npm run leads:retry`",
      duplicate: "not kept: the same lead is kept already",
      client_full: "NOT KEPT: this client address has reached its bound of kept leads",
      network_full: "NOT KEPT: this client's network has reached its bound of kept leads",
      full: "NOT KEPT: the store of kept leads is full",
    };
    (outcome === "kept" || outcome === "duplicate" ? console.info : console.error)(`[contact] lead ${lead.id} ${said[outcome]}`);
    return outcome === "kept" ? record : undefined;
  } catch (keepError) {
    console.error(`[contact] lead ${lead.id} could not be kept:`, (keepError as Error)?.message);
    return undefined;
  }
}
