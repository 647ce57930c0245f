"use client";

import { useActionState, useRef, useState, type ComponentProps, type ComponentType, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { readAttribution } from "@/lib/contact/lead/attribution";
import { sendContactForm, type ContactFormState } from "@/lib/contact/entry/form-action";
import { CONTACT_FIELDS, DEFAULT_BUDGET, HONEYPOT_FIELD } from "@/lib/contact/lead/options";
import { browserStorage, readConsent } from "@/lib/consent/record";
import { localizedPath } from "@/lib/i18n/paths";
import { useLoadNear } from "@/lib/use-load-near";
import type { ContactFormClient, FormSnapshot } from "./contact-form-client";
import { ContactFormView } from "./contact-form-view";

type Props = Omit<ComponentProps<typeof ContactFormClient>, "snapshot">;
type Loaded = { Form: ComponentType<ComponentProps<typeof ContactFormClient>>; snapshot: FormSnapshot };

function takeSnapshot(form: HTMLFormElement, errors: FormSnapshot["errors"]): FormSnapshot {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement ||
      active instanceof HTMLTextAreaElement ||
      active instanceof HTMLSelectElement) &&
    form.contains(active);
  return {
    values: Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)])),
    honeypot: text(HONEYPOT_FIELD),
    errors,
    focus: focused
      ? {
          name: active.name,
          start: active instanceof HTMLSelectElement ? null : active.selectionStart,
          end: active instanceof HTMLSelectElement ? null : active.selectionEnd,
        }
      : undefined,
  };
}

/**
 * The contact form as the server renders it: a form that posts to a server action, so it works before its code has
 * loaded and with JavaScript off (the answer is the thank-you page, or this form again with its values and errors).
 * Near the viewport, or on the first touch or focus, it loads the working form (validation as you type, the JSON API,
 * toasts) and hands it what was typed.
 */
export function LazyContactForm(props: Props) {
  // Posted without its code, the form goes to the home page's address without its #contact: a fragment in the address
  // would keep the browser from focusing the summary of what went wrong.
  const [state, action, pending] = useActionState<ContactFormState, FormData>(
    sendContactForm,
    { status: "idle" },
    localizedPath(props.locale, "/"),
  );
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  useLoadNear(
    formRef,
    () => import("./contact-form-client"),
    ({ ContactFormClient }) => {
      const form = formRef.current;
      if (!form || pending) return;
      // Read the fields and swap in the same task, so no keystroke falls between the two.
      const snapshot = takeSnapshot(form, state.errors);
      flushSync(() => setLoaded({ Form: ContactFormClient, snapshot }));
    },
    loaded !== null,
  );

  if (loaded) return <loaded.Form {...props} snapshot={loaded.snapshot} />;

  // Before the form posts itself, the page's code (when it ran) adds what only the browser knows.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    const form = event.currentTarget.elements;
    const set = (name: string, value: string) => {
      const input = form.namedItem(name);
      if (input instanceof HTMLInputElement) input.value = value;
    };
    set("attribution", JSON.stringify(readAttribution()));
    set("marketingConsent", String(readConsent(browserStorage())?.marketing === true));
  };
  const { copy } = props;
  const values = state.values ?? {};
  const problem =
    state.status === "invalid"
      ? { title: copy.failure.title, text: copy.invalidSummary }
      : state.status === "failed"
        ? { title: copy.failure.title, text: state.message ?? copy.failure.description }
        : undefined;
  return (
    <ContactFormView
      copy={copy}
      privacy={props.privacy}
      bind={(name) => ({ name, defaultValue: values[name] ?? (name === "budget" ? DEFAULT_BUDGET : undefined) })}
      errors={state.errors}
      submitting={pending}
      formRef={formRef}
      onSubmit={onSubmit}
      action={action}
      problem={problem}
      hidden={
        <>
          <input type="hidden" name="locale" value={props.locale} />
          <input type="hidden" name="attribution" defaultValue="" />
          <input type="hidden" name="marketingConsent" defaultValue="" />
        </>
      }
    />
  );
}
