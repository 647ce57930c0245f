"use server";

import { hasLocale } from "next-intl";
import { headers } from "next/headers";
import { redirect, RedirectType } from "next/navigation";
import { routing, type Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site/map";
import { CONTACT_FIELDS, HONEYPOT_FIELD, type ContactField } from "../lead/options";
import { outcomeMessage } from "./outcome-words";
import { leadRuntime } from "../runtime";
import { submitLead } from "../flow/submit";
import { thanksQuery } from "./thanks-link";

/** What the form shows after a submission that did not go through; every value the visitor typed comes back. */
export type ContactFormState = {
  status: "idle" | "invalid" | "failed";
  values?: Partial<Record<ContactField, string>>;
  errors?: Partial<Record<ContactField, string>>;
  /** Why it failed, in the visitor's language (a limit's wait, or try again). */
  message?: string;
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

/**
 * The contact form posted as a form: before its code has loaded, or with JavaScript off. The same handler as
 * POST /api/contact decides; a lead that went through lands on the thank-you page by a 303 (a reload sends nothing),
 * anything else comes back as the form with its values.
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
    attribution: parsed(text(form.get("attribution"))),
    // Filled in by the page's code when it ran: the marketing choice stored in this browser.
    marketingConsent: form.get("marketingConsent") === "true" ? true : undefined,
  };
  const runtime = leadRuntime();
  const outcome = await submitLead(input, { locale, headers: await headers() }, runtime);

  switch (outcome.kind) {
    case "invalid":
      return { status: "invalid", values, errors: outcome.errors };
    case "limited":
    case "failed":
      return { status: "failed", values, message: outcomeMessage(outcome, locale).description };
    case "accepted":
    case "ignored": {
      // Only a new lead counts as a conversion there: one held, sent again or caught by the trap does not. The
      // address is signed, so one made up elsewhere counts nothing.
      const leadId = outcome.kind === "accepted" ? outcome.leadId : undefined;
      const key = leadId && (await runtime.store.linkKey().catch(() => undefined));
      const query = leadId && key ? `?${thanksQuery(key, leadId, runtime.now().getTime())}` : "";
      redirect(`${href(locale, route("thankYou"))}${query}`, RedirectType.push);
    }
  }
}
