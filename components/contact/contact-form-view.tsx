import clsx from "clsx";
import { Icon } from "@/components/ui/icon";
import type { FormEventHandler, ReactNode } from "react";
import type { UseFormRegisterReturn } from "react-hook-form";
import { buttonClasses } from "@/components/ui/button";
import { BUDGET_KEYS, BUDGETS, CONTACT_FIELDS, HONEYPOT_FIELD, type ContactField } from "@/lib/contact/lead/options";
import type { Messages } from "@/lib/i18n/messages";

type FormMessages = Messages["ContactForm"];
/** The words the form shows, and no more: the "too long" error comes formatted per limit, not as its template. */
export type ContactCopy = Pick<
  FormMessages,
  | "formLabel"
  | "optional"
  | "fields"
  | "budgets"
  | "honeypot"
  | "submit"
  | "submitting"
  | "success"
  | "failure"
  | "invalidSummary"
> & {
  errors: Omit<FormMessages["errors"], "tooLong">;
  services: { value: string; label: string }[];
};

/** The form's one element id: the island waits for it to come near the viewport before it is hydrated. */
export const CONTACT_FORM_ID = "contact-form";

/** What a field's element gets: react-hook-form's register() result, and the value the server's HTML shows. */
type FieldBinding = UseFormRegisterReturn & { defaultValue?: string };

type Props = {
  copy: ContactCopy;
  privacy: ReactNode;
  bind: (name: ContactField) => FieldBinding;
  errors?: Partial<Record<ContactField, string>>;
  submitting?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The server action the form posts to before its code has loaded (and with JavaScript off). */
  action: (form: FormData) => void;
  /** Fields the server action reads besides the visible ones (the language, what the page's code adds). */
  hidden?: ReactNode;
  /** Why the last submission did not go through: focused when the page comes back, so a screen reader reads it. */
  problem?: { title: string; text: string };
};

const control = "field";

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
      {props.children({
        id,
        "aria-invalid": Boolean(props.error),
        "aria-describedby": props.error ? errorId : undefined,
      })}
      {props.error ? (
        <p id={errorId} className="mt-1.5 text-sm font-medium text-red-700">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

function Select({ binding, children, ...rest }: { binding: FieldBinding; children: ReactNode; id: string }) {
  return (
    <div className="relative">
      <select {...rest} {...binding} className={clsx(control, "cursor-pointer appearance-none pr-11")}>
        {children}
      </select>
      <Icon
        name="ChevronDown"
        className="pointer-events-none absolute top-1/2 right-4 mt-0.75 size-5 -translate-y-1/2 text-slate-500"
      />
    </div>
  );
}

/** The contact form's markup. */
export function ContactFormView(props: Props) {
  const { copy, privacy, bind, errors = {}, submitting = false, onSubmit, action, hidden, problem } = props;
  const f = copy.fields;
  return (
    <form
      id={CONTACT_FORM_ID}
      noValidate
      aria-label={copy.formLabel}
      onSubmit={onSubmit}
      action={action}
      className="relative"
    >
      {problem && (
        // autoFocus reaches the server HTML (React renders the attribute), so the summary is read first on a page
        // that came back from the server, not only after the page's code has run.
        <div
          role="alert"
          tabIndex={-1}
          autoFocus
          className="mb-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-red-600"
        >
          <p className="font-semibold">{problem.title}</p>
          <p className="mt-1">{problem.text}</p>
          {Object.keys(errors).length > 0 && (
            <ul className="mt-2 list-disc space-y-1 pl-5">
              {CONTACT_FIELDS.filter((field) => errors[field]).map((field) => (
                <li key={field}>
                  <a href={`#contact-${field}`} className="underline underline-offset-2">
                    {errors[field]}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
      {hidden}
      <div className="grid gap-5 sm:grid-cols-2">
        <Field name="firstName" label={f.firstName.label} error={errors.firstName}>
          {(a11y) => (
            <input
              {...a11y}
              {...bind("firstName")}
              type="text"
              autoComplete="given-name"
              aria-required
              placeholder={f.firstName.placeholder}
              className={control}
            />
          )}
        </Field>
        <Field name="lastName" label={f.lastName.label} error={errors.lastName}>
          {(a11y) => (
            <input
              {...a11y}
              {...bind("lastName")}
              type="text"
              autoComplete="family-name"
              aria-required
              placeholder={f.lastName.placeholder}
              className={control}
            />
          )}
        </Field>
        <Field name="email" label={f.email.label} error={errors.email}>
          {(a11y) => (
            <input
              {...a11y}
              {...bind("email")}
              type="email"
              autoComplete="email"
              inputMode="email"
              aria-required
              placeholder={f.email.placeholder}
              className={control}
            />
          )}
        </Field>
        <Field name="company" label={f.company.label} hint={copy.optional} error={errors.company}>
          {(a11y) => (
            <input
              {...a11y}
              {...bind("company")}
              type="text"
              autoComplete="organization"
              placeholder={f.company.placeholder}
              className={control}
            />
          )}
        </Field>
        <Field name="service" label={f.service.label} error={errors.service}>
          {(a11y) => (
            <Select {...a11y} aria-required binding={bind("service")}>
              <option value="">{f.service.placeholder}</option>
              {copy.services.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="budget" label={f.budget.label} error={errors.budget}>
          {(a11y) => (
            <Select {...a11y} aria-required binding={bind("budget")}>
              {BUDGETS.map((id) => (
                <option key={id} value={id}>
                  {copy.budgets[BUDGET_KEYS[id]]}
                </option>
              ))}
            </Select>
          )}
        </Field>
        <Field name="message" label={f.message.label} error={errors.message} className="sm:col-span-2">
          {(a11y) => (
            <textarea
              {...a11y}
              {...bind("message")}
              rows={5}
              aria-required
              placeholder={f.message.placeholder}
              className={clsx(control, "min-h-32 resize-y")}
            />
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
        />
      </div>

      <button
        type="submit"
        disabled={submitting}
        className={buttonClasses("primary", "lg", "mt-6 w-full disabled:cursor-not-allowed disabled:opacity-60")}
      >
        {submitting ? (
          <>
            <span aria-hidden className="size-4 animate-spin rounded-full border-2 border-white/40 border-t-white" />
            {copy.submitting}
          </>
        ) : (
          <>
            <Icon name="Send" className="size-4" />
            {copy.submit}
          </>
        )}
      </button>
      <p className="mt-4 text-center text-xs leading-relaxed text-slate-600">{privacy}</p>
    </form>
  );
}
