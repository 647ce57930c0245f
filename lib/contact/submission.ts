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
  type Channel,
  type ChannelState,
  type KeepLimits,
  type KeepOutcome,
  type KeptLead,
  type LeadStore,
} from "./kept-leads";
import { consumeLimits, type ContactLimits } from "./limits";
import { buildLeadMail, type Lead, type MailConfig } from "./mail";
import { notifyChat } from "./notify";
import { HONEYPOT_FIELD } from "./options";
import { retryAt } from "./retry-schedule";
import { attributionSchema, makeContactSchema, type ContactSchema } from "./schema";
import { serviceOptionIds } from "./service-options";
import { DeliveryError, renderMail, type MailTransport } from "./transport";
import { postWebhook, sourcePage, webhookBody, type WebhookTarget } from "./webhook";

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
  /** The channel the visitor's answer waits for (default e-mail); the other channels go after the answer. */
  primary?: Channel;
  /** Whether leads go by e-mail at all (a webhook-only site without SMTP: false). */
  email?: boolean;
  webhook?: WebhookTarget;
  /** Why the primary channel cannot work (CONTACT_DELIVERY=webhook without a URL): answered 503, kept. */
  primaryProblem?: string;
  /** A Slack-compatible incoming webhook for one line per delivered lead. */
  notifyUrl?: string;
  webhookTimeoutMs?: number;
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
  if (!schema)
    schemas.set(locale, (schema = makeContactSchema(translator(locale, "ContactForm.errors"), serviceOptionIds)));
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
  const fingerprint = leadFingerprint(lead.values.email, lead.values.message);
  const conversion = conversionOf(lead, request.headers, deps);
  const primary = deps.primary ?? "email";
  const channels: Pending = {
    mail: deps.email === false ? undefined : buildLeadMail(lead, deps.mail),
    body:
      deps.webhook || primary === "webhook" ? webhookBody(lead, sourcePage(request.headers.get("referer"))) : undefined,
  };

  let settleKept: (lead: KeptLead | undefined) => void = () => {};
  const kept = new Promise<KeptLead | undefined>((resolve) => (settleKept = resolve));
  const failure =
    primary === "email"
      ? await deliver(deps, channels.mail!, lead.id, kept)
      : await deliverWebhook(deps, lead.id, channels.body!);
  if (failure) {
    // A failed delivery keeps its rate-limit slots: during an outage one client cannot pile up leads.
    // Only the lead's id and the channel's codes: the visitor's text stays out of the log.
    console.error(`[contact] lead ${lead.id} not delivered (${primary}):`, JSON.stringify(failure.detail));
    const refused = "refused" in failure && failure.refused === true;
    // Every channel waits with the primary: a visitor who sends the lead again must not find it delivered twice.
    const states: Partial<Record<Channel, ChannelState["status"]>> = {
      email: channels.mail ? "pending" : undefined,
      webhook: channels.body && deps.webhook ? "pending" : undefined,
    };
    states[primary] = refused ? "refused" : "pending";
    const record = { lead, fingerprint, reason: failure.message, client, conversion: conversion?.kept };
    settleKept(await keepLead(deps, { ...record, ...channels, primary, states }));
    return { kind: "failed", status: failure.status };
  }
  settleKept(undefined);

  console.info(`[contact] lead ${lead.id} delivered (${primary})`);
  await deps.leads?.markDelivered(fingerprint).catch((markError: unknown) => {
    console.warn(`[contact] lead ${lead.id}: delivery not recorded for retry dedup:`, (markError as Error)?.message);
  });
  if (deps.defer) {
    const secondary: Pending = {
      mail: primary === "email" ? undefined : channels.mail,
      body: primary === "webhook" ? undefined : channels.body,
    };
    if (secondary.mail || secondary.body)
      deps.defer(() => deliverSecondary(deps, { lead, fingerprint, client, primary, ...secondary }));
    if (conversion) deps.defer(() => sendMetaEvent(conversion.config, conversion.event, lead.id));
    const { notifyUrl } = deps;
    if (notifyUrl) deps.defer(() => notifyChat(notifyUrl, lead));
  }
  return { kind: "accepted", leadId: lead.id };
}

/** What a lead still has to be delivered as: its e-mail, its webhook body. */
type Pending = { mail?: SendMailOptions; body?: string };

type ChannelFailure = { status: 502 | 503; message: string; detail: unknown; refused?: boolean };

/** The webhook as the primary channel: within its own deadline, well inside nginx's. */
async function deliverWebhook(deps: ContactDeps, id: string, body: string): Promise<ChannelFailure | undefined> {
  if (!deps.webhook) {
    const problem = deps.primaryProblem ?? "no webhook is configured";
    console.error(`[contact] ${problem}: lead ${id} answered 503`);
    return { status: 503, message: problem, detail: { channel: "webhook", code: "ENOTCONFIGURED" } };
  }
  const result = await postWebhook(deps.webhook, id, body, deps.webhookTimeoutMs);
  if (result.ok) return undefined;
  if (result.permanent)
    console.error(`[webhook] lead ${id}: refused with ${result.status}; kept for the owner, not retried`);
  return {
    status: result.permanent ? 502 : 503,
    message: result.error,
    detail: { channel: "webhook", status: result.status, reason: result.error },
    refused: result.permanent,
  };
}

/** The channels after the answer (the lead is delivered): each that fails is kept alone, for leads:retry. */
async function deliverSecondary(deps: ContactDeps, input: Omit<KeepInput, "reason" | "states"> & Pending) {
  const states: Partial<Record<Channel, ChannelState["status"]>> = {};
  const reasons: string[] = [];
  const delivered: Pending = {};
  if (input.mail) {
    try {
      await deps.transport().send(input.mail, input.lead.id);
      delivered.mail = input.mail;
    } catch (error) {
      states.email = "pending";
      reasons.push(`email: ${(error as Error)?.message}`);
    }
  }
  if (input.body && deps.webhook) {
    const result = await postWebhook(deps.webhook, input.lead.id, input.body, deps.webhookTimeoutMs);
    if (result.ok) delivered.body = input.body;
    else {
      states.webhook = result.permanent ? "refused" : "pending";
      reasons.push(`webhook: ${result.error}`);
      if (result.permanent)
        console.error(
          `[webhook] lead ${input.lead.id}: refused with ${result.status}; kept for the owner, not retried`,
        );
    }
  }
  for (const channel of ["email", "webhook"] as const) {
    if (states[channel])
      console.error(`[contact] lead ${input.lead.id}: ${channel} not delivered after the answer, kept`);
    else if (channel === "email" ? delivered.mail : delivered.body)
      console.info(`[contact] lead ${input.lead.id} delivered (${channel})`);
  }
  if (reasons.length === 0) return;
  await keepLead(deps, {
    ...input,
    reason: reasons.join("; "),
    mail: states.email ? input.mail : undefined,
    body: states.webhook ? input.body : undefined,
    states,
  });
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
  const event = leadEvent({
    eventId,
    time: lead.receivedAt,
    values: lead.values,
    attribution: lead.attribution,
    context,
    siteUrl,
  });
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
    return error instanceof DeliveryError
      ? error
      : new DeliveryError(503, { transport: transport.kind, code: (error as Error)?.name });
  } finally {
    clearTimeout(timer);
  }
}

type KeepInput = {
  lead: Lead;
  fingerprint: string;
  reason: string;
  client: ReturnType<typeof clientKeys>;
  conversion?: MetaLeadEvent;
  primary: Channel;
  /** The channels to keep, each pending (retried) or refused (kept for the owner). */
  states: Partial<Record<Channel, ChannelState["status"]>>;
} & Pending;

/** Keeps what a lead still has to deliver, within the store's bounds; never throws. */
async function keepLead(
  deps: ContactDeps,
  { lead, mail, body, fingerprint, reason, client, conversion, primary, states }: KeepInput,
) {
  const store = deps.leads;
  if (!store) return undefined;
  try {
    const key = await store.tagKey();
    const now = deps.now?.() ?? new Date();
    const state = (status: ChannelState["status"]) => ({
      status,
      attempts: 1,
      nextAttemptAt: retryAt(1, now).toISOString(),
    });
    const rendered = states.email && mail ? await renderMail(mail) : undefined;
    const record: KeptLead = {
      id: lead.id,
      receivedAt: lead.receivedAt.toISOString(),
      keptAt: now.toISOString(),
      reason,
      fingerprint,
      client: clientTag(key, `address\n${client.address}`),
      network: client.network ? clientTag(key, `network\n${client.network}`) : undefined,
      primary,
      email:
        states.email && rendered
          ? { ...state(states.email), raw: rendered.raw.toString("utf8"), from: rendered.envelope.from }
          : undefined,
      webhook: states.webhook && body ? { ...state(states.webhook), body } : undefined,
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
    (outcome === "kept" || outcome === "duplicate" ? console.info : console.error)(
      `[contact] lead ${lead.id} ${said[outcome]}`,
    );
    return outcome === "kept" ? record : undefined;
  } catch (keepError) {
    console.error(`[contact] lead ${lead.id} could not be kept:`, (keepError as Error)?.message);
    return undefined;
  }
}
