"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import { useLayoutEffect, useMemo, useRef, type BaseSyntheticEvent, type CSSProperties, type ReactNode } from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/toaster";
import { trackingIds } from "@/lib/tracking/ids";
import { setAdsUserData, trackContactSubmit, trackLead } from "@/lib/tracking/tags";
import { browserStorage, readConsent } from "@/lib/consent/record";
import { readAttribution } from "@/lib/contact/lead/attribution";
import { CONTACT_FIELDS, DEFAULT_BUDGET, HONEYPOT_FIELD, type ContactField } from "@/lib/contact/lead/options";
import { makeContactSchema, type ContactInput, type ContactValues } from "@/lib/contact/lead/schema";
import type { Locale } from "@/lib/i18n/routing";
import { newEventId } from "@/lib/tracking/event-id";
import { googleUserData } from "@/lib/tracking/google-user-data";
import { ContactFormView, type ContactCopy } from "./contact-form-view";

/** What the visitor did in the form before its code arrived: carried over, so nothing typed is lost. */
export type FormSnapshot = {
  values: Partial<ContactInput>;
  honeypot: string;
  /** The server's messages of a submission the form sent before its code came. */
  errors?: Partial<Record<ContactField, string>>;
  focus?: { name: string; start: number | null; end: number | null };
};

type Props = {
  locale: Locale;
  copy: ContactCopy;
  /** tooLong[max]: the "at most {max} characters" error for each length limit. */
  tooLong: Record<string, string>;
  privacy: ReactNode;
  snapshot?: FormSnapshot;
};

const defaultValues: Partial<ContactInput> = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
  budget: DEFAULT_BUDGET,
};

// White on solid red, to meet WCAG AA contrast.
const destructive = {
  richColors: true,
  style: { "--error-bg": "#b91c1c", "--error-border": "#991b1b", "--error-text": "#ffffff" } as CSSProperties,
};

export function ContactFormClient({ locale, copy, tooLong, privacy, snapshot }: Props) {
  const schema = useMemo(
    () =>
      makeContactSchema(
        (key, values) => (key === "tooLong" ? (tooLong[values?.max ?? ""] ?? "") : copy.errors[key]),
        copy.services.map((option) => option.value),
      ),
    [copy.errors, copy.services, tooLong],
  );
  const formRef = useRef<HTMLFormElement>(null);
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({ resolver: zodResolver(schema), defaultValues });

  // Before the first paint, so the fields never flash empty; as values, not defaults, so a reset still empties them.
  useLayoutEffect(() => {
    for (const field of CONTACT_FIELDS) {
      const value = snapshot?.values[field];
      if (value) setValue(field, value as never);
      const error = snapshot?.errors?.[field];
      if (error) setError(field, { type: "server", message: error });
    }
    const element = snapshot?.focus && formRef.current?.elements.namedItem(snapshot.focus.name);
    if (element instanceof HTMLElement) {
      element.focus();
      if (
        (element instanceof HTMLInputElement || element instanceof HTMLTextAreaElement) &&
        snapshot?.focus?.start != null
      ) {
        element.setSelectionRange(snapshot.focus.start, snapshot.focus.end);
      }
    }
    // Once, on mount: the snapshot describes the moment the form took over.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  async function onValid(values: ContactValues, event?: BaseSyntheticEvent) {
    const eventId = newEventId();
    const marketingConsent = readConsent(browserStorage())?.marketing === true;
    if (marketingConsent && trackingIds().adsSendTo) {
      // Set before the conversion, which carries it; without Web Crypto the conversion goes without it.
      await googleUserData(values).then(setAdsUserData, () => {});
    }
    trackContactSubmit();
    const form = event?.target instanceof HTMLFormElement ? event.target : undefined;
    const trap = form ? new FormData(form).get(HONEYPOT_FIELD) : "";
    let response: Response | undefined;
    try {
      response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        // The honeypot travels only when something was typed into it.
        body: JSON.stringify({
          ...values,
          ...(typeof trap === "string" && trap ? { [HONEYPOT_FIELD]: trap } : {}),
          locale,
          attribution: readAttribution(),
          eventId,
          marketingConsent,
        }),
      });
    } catch {
      response = undefined; // offline or blocked: the generic failure below
    }

    // The server's words for what happened; the form's own only when no answer came.
    type Answer = {
      message?: { title?: string; description?: string };
      lead?: string;
      errors?: Record<string, unknown>;
    };
    const body = (await response?.json().catch(() => null)) as Answer | null;
    const said = body?.message;

    if (response?.ok) {
      // A lead the server held or had seen before is thanked for, and not counted again.
      if (body?.lead) {
        trackLead({
          id: body.lead,
          ...(marketingConsent && { eventId, service: values.service, budget: values.budget }),
        });
      }
      toast.success(said?.title ?? copy.success.title, { description: said?.description ?? copy.success.description });
      reset();
      return;
    }

    if (response?.status === 400) {
      const invalid = CONTACT_FIELDS.filter((field) => typeof body?.errors?.[field] === "string");
      for (const field of invalid) setError(field, { type: "server", message: body?.errors?.[field] as string });
      if (invalid[0]) {
        setFocus(invalid[0]);
        return;
      }
    }

    toast.error(said?.title ?? copy.failure.title, {
      description: said?.description ?? copy.failure.description,
      ...destructive,
    });
  }

  return (
    <>
      <ContactFormView
        copy={copy}
        privacy={privacy}
        bind={register}
        errors={
          Object.fromEntries(CONTACT_FIELDS.map((field) => [field, errors[field]?.message])) as Partial<
            Record<ContactField, string>
          >
        }
        submitting={isSubmitting}
        honeypot={snapshot?.honeypot}
        formRef={formRef}
        onSubmit={handleSubmit(onValid)}
      />
      <Toaster />
    </>
  );
}
