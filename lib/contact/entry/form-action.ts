"use server";

import { hasLocale } from "next-intl";
import { headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site/map";
import { landingOf } from "../lead/landing";
import { CONTACT_FIELDS, HONEYPOT_FIELD, type ContactField } from "../lead/options";
import { outcomeMessage } from "./outcome-words";
import { leadRuntime } from "../runtime";
import { submitLead } from "../flow/submit";
import { thanksQuery } from "./thanks-link";

/**
 * The server's answer to a submission, as the form shows it: a lead sent (only to the page's code: without it the
 * answer is the thank-you page), or one that did not go through, with every value the visitor typed back.
 */
export type ContactFormState = {
  status: "idle" | "sent" | "invalid" | "failed";
  values?: Partial<Record<ContactField, string>>;
  errors?: Partial<Record<ContactField, string>>;
  /** The visitor's words for the outcome: the toast's, or the form's notice without the page's code. */
  title?: string;
  message?: string;
  /** A new lead, delivered: the conversion's transaction id. */
  leadId?: string;
  /** Sent by the page's code, which shows the answer as a toast and under the fields. */
  byScript?: boolean;
};

function text(value: FormDataEntryValue | null): string {
  return typeof value === "string" ? value : "";
}

function parsed(value: string): unknown {
  try {
    return JSON.parse(value);
  } catch {
    return undefined;
  }
}

/** The visit's attribution (from the page's code, if it ran) with the campaign page the form is on (from its HTML). */
function withLanding(attribution: unknown, landing: string): unknown {
  if (!landing) return attribution;
  return { ...(typeof attribution === "object" && attribution !== null ? attribution : {}), landing };
}

/**
 * The contact form's one way in, with or without the page's code: the same handler as POST /api/contact decides. Sent
 * by the page's code (`js=1`), every outcome comes back as state. Posted before the code has loaded, or with
 * JavaScript off, a lead that went through lands on the thank-you page by a 303 (a reload sends nothing), anything
 * else comes back as the form with its values.
 */
export async function sendContactForm(_previous: ContactFormState, form: FormData): Promise<ContactFormState> {
  const requested = text(form.get("locale"));
  const locale: Locale = hasLocale(routing.locales, requested) ? requested : routing.defaultLocale;
  const values = Object.fromEntries(CONTACT_FIELDS.map((field) => [field, text(form.get(field))])) as Record<
    ContactField,
    string
  >;
  const input: Record<string, unknown> = {
    ...values,
    [HONEYPOT_FIELD]: text(form.get(HONEYPOT_FIELD)) || undefined,
    attribution: withLanding(parsed(text(form.get("attribution"))), text(form.get("landing"))),
    // Filled in by the page's code when it ran: the marketing choice stored in this browser, and the conversion's id.
    marketingConsent: form.get("marketingConsent") === "true" ? true : undefined,
    eventId: text(form.get("eventId")) || undefined,
  };
  const byScript = form.get("js") === "1";
  const runtime = leadRuntime();
  const outcome = await submitLead(input, { locale, headers: await headers() }, runtime);
  const { title, description: message } = outcomeMessage(outcome, locale);

  switch (outcome.kind) {
    case "invalid":
      return { status: "invalid", values, errors: outcome.errors, title, message, byScript };
    case "limited":
    case "failed":
      return { status: "failed", values, title, message, byScript };
    case "accepted":
    case "ignored": {
      if (byScript) {
        const leadId = outcome.kind === "accepted" ? outcome.leadId : undefined;
        return { status: "sent", title, message, byScript, ...(leadId && { leadId }) };
      }
      // Only a new lead counts as a conversion there: one held, sent again or caught by the trap does not. The
      // address is signed, so one made up elsewhere counts nothing.
      const leadId = outcome.kind === "accepted" ? outcome.leadId : undefined;
      const key = leadId && (await runtime.store.linkKey().catch(() => undefined));
      // A campaign page's own conversion label goes along, for the thank-you page's Ads conversion.
      const label = landingOf(text(form.get("landing")), locale)?.adsLabel;
      const query =
        leadId && key
          ? `?${thanksQuery(key, leadId, runtime.now().getTime())}${label ? `&ads=${encodeURIComponent(label)}` : ""}`
          : "";
      redirect(`${href(locale, route("thankYou"))}${query}`, RedirectType.push);
    }
  }
}
