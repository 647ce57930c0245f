"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import clsx from "clsx";
import { ChevronDown, Send } from "lucide-react";
import { useMemo, type BaseSyntheticEvent, type CSSProperties, type ReactNode } from "react";
import { useForm, type UseFormRegisterReturn } from "react-hook-form";
import { toast } from "sonner";
import { buttonClasses } from "@/components/ui/button";
import { trackContactSubmit, trackLead } from "@/lib/analytics";
import { readAttribution } from "@/lib/contact/attribution";
import { BUDGET_KEYS, BUDGETS, CONTACT_FIELDS, DEFAULT_BUDGET, HONEYPOT_FIELD, SERVICE_KEYS, SERVICES, type ContactField } from "@/lib/contact/options";
import { makeContactSchema, type ContactInput, type ContactValues } from "@/lib/contact/schema";
import type { Messages } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";

type Props = {
  locale: Locale;
  copy: Messages["ContactForm"];
  /** tooLong[max]: the "at most {max} characters" error for each length limit. */
  tooLong: Record<string, string>;
  /** retryMessages[n - 1] says "try again in n minutes". */
  retryMessages: string[];
  privacy: ReactNode;
};

const defaultValues: Partial<ContactInput> = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  message: "",
  budget: DEFAULT_BUDGET,
};

// Errors stand out as a solid red toast with white text (contrast 6.5:1, above WCAG AA's 4.5:1).
const destructive = {
  richColors: true,
  style: { "--error-bg": "#b91c1c", "--error-border": "#991b1b", "--error-text": "#ffffff" } as CSSProperties,
};

const control =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-ink shadow-sm transition-colors placeholder:text-slate-500 hover:border-slate-400 focus:border-brand-600 focus:ring-2 focus:ring-brand-600/25 focus:outline-none aria-invalid:border-red-600 aria-invalid:focus:ring-red-600/25";

function Field(props: {
  name: ContactField;
  label: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (a11y: { id: string; "aria-invalid": boolean; "aria-describedby"?: string }) => ReactNode;
}) {
  const id = `contact-${props.name}`;
  const errorId = `${id}-error`;
  return (
    <div className={props.className}>
      <label htmlFor={id} className="block text-sm font-semibold text-ink">
        {props.label}
        {props.hint ? <span className="font-normal text-slate-600"> {props.hint}</span> : null}
      </label>
      {props.children({ id, "aria-invalid": Boolean(props.error), "aria-describedby": props.error ? errorId : undefined })}
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Select({ registration, children, ...rest }: { registration: UseFormRegisterReturn; children: ReactNode; id: string }) {
  return (
    <div className="relative">
      <select {...rest} {...registration} className={clsx(control, "cursor-pointer appearance-none pr-11")}>
        {children}
      </select>
      <ChevronDown aria-hidden className="pointer-events-none absolute top-1/2 right-4 mt-0.75 size-5 -translate-y-1/2 text-slate-500" />
    </div>
  );
}

export function ContactFormClient({ locale, copy, tooLong, retryMessages, privacy }: Props) {
  const schema = useMemo(
    () => makeContactSchema((key, values) => (key === "tooLong" ? (tooLong[values?.max ?? ""] ?? "") : copy.errors[key])),
    [copy.errors, tooLong],
  );
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({ resolver: zodResolver(schema), defaultValues });

  async function onValid(values: ContactValues, event?: BaseSyntheticEvent) {
    trackContactSubmit();
    const form = event?.target instanceof HTMLFormElement ? event.target : undefined;
    const trap = form ? new FormData(form).get(HONEYPOT_FIELD) : "";
    let response: Response | undefined;
    try {
      response = await fetch("/api/contact", {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        // The honeypot travels only when something was typed into it.
        body: JSON.stringify({ ...values, ...(typeof trap === "string" && trap ? { [HONEYPOT_FIELD]: trap } : {}), locale, attribution: readAttribution() }),
      });
    } catch {
      response = undefined; // offline or blocked: the generic failure below
    }

    if (response?.ok) {
      trackLead();
      toast.success(copy.success.title, { description: copy.success.description });
      reset();
      return;
    }

    if (response?.status === 400) {
      const body = (await response.json().catch(() => null)) as { errors?: Record<string, unknown> } | null;
      const invalid = CONTACT_FIELDS.filter((field) => typeof body?.errors?.[field] === "string");
      for (const field of invalid) setError(field, { type: "server", message: body?.errors?.[field] as string });
      if (invalid[0]) {
        setFocus(invalid[0]);
        return;
      }
    }

    if (response?.status === 429) {
      const seconds = Number(response.headers.get("Retry-After")) || 60;
      const minutes = Math.min(Math.max(Math.ceil(seconds / 60), 1), retryMessages.length);
      toast.error(copy.failure.title, { description: retryMessages[minutes - 1], ...destructive });
      return;
    }

    toast.error(copy.failure.title, { description: copy.failure.description, ...destructive });
  }

  const f = copy.fields;
  return (
    <form
      noValidate
      aria-label={copy.formLabel}
      onSubmit={handleSubmit(onValid)}
      className="relative"
    >
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="firstName" label={f.firstName.label} error={errors.firstName?.message}>
          {(a11y) => (
            <input {...a11y} {...register("firstName")} type="text" autoComplete="given-name" aria-required placeholder={f.firstName.placeholder} className={control} />
          )}
        </Field>
        <Field name="lastName" label={f.lastName.label} error={errors.lastName?.message}>
          {(a11y) => (
            <input {...a11y} {...register("lastName")} type="text" autoComplete="family-name" aria-required placeholder={f.lastName.placeholder} className={control} />
          )}
        </Field>
        <Field name="email" label={f.email.label} error={errors.email?.message}>
          {(a11y) => (
            <input {...a11y} {...register("email")} type="email" autoComplete="email" inputMode="email" aria-required placeholder={f.email.placeholder} className={control} />
          )}
        </Field>
        <Field name="company" label={f.company.label} hint={copy.optional} error={errors.company?.message}>
          {(a11y) => (
            <input {...a11y} {...register("company")} type="text" autoComplete="organization" placeholder={f.company.placeholder} className={control} />
          )}
        </Field>
        <Field name="service" label={f.service.label} error={errors.service?.message}>
          {(a11y) => (
            <Select {...a11y} aria-required registration={register("service")}>
              <option value="">{f.service.placeholder}</option>
              {SERVICES.map((id) => (
                <option key={id} value={id}>
                  {copy.services[SERVICE_KEYS[id]]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="budget" label={f.budget.label} error={errors.budget?.message}>
          {(a11y) => (
            <Select {...a11y} aria-required registration={register("budget")}>
              {BUDGETS.map((id) => (
                <option key={id} value={id}>
                  {copy.budgets[BUDGET_KEYS[id]]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="message" label={f.message.label} error={errors.message?.message} className="sm:col-span-2">
          {(a11y) => (
            <textarea {...a11y} {...register("message")} rows={5} aria-required placeholder={f.message.placeholder} className={clsx(control, "min-h-32 resize-y")} />
          )}
        </Field>
      </div>

      {/* Honeypot: off-screen, out of the tab order and hidden from assistive technology; bots fill it in. */}
      <div aria-hidden="true" className="absolute -left-[10000px] h-px w-px overflow-hidden">
        <label htmlFor="contact-trap">{copy.honeypot}</label>
        {/* autocomplete="off" and the password managers' own opt-outs: nothing fills this in for a person. */}
        <input
          id="contact-trap"
          name={HONEYPOT_FIELD}
          type="text"
          tabIndex={-1}
          autoComplete="off"
          data-1p-ignore=""
          data-lpignore="true"
          data-bwignore="true"
          data-form-type="other"
          defaultValue=""
        />
      </div>

      <button type="submit" disabled={isSubmitting} className={buttonClasses("primary", "lg", "mt-6 w-full")}>
        {isSubmitting ? (
          <>
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            {copy.submitting}
          </>
        ) : (
          <>
            <Send aria-hidden className="size-4" />
            {copy.submit}
          </>
        )}
      </button>
      <p className="mt-4 text-center text-xs leading-relaxed text-slate-600">{privacy}</p>
    </form>
  );
}
