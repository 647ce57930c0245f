"use client";

import { useRef, useState, type ComponentProps, type ComponentType, type FormEvent } from "react";
import { flushSync } from "react-dom";
import { CONTACT_FIELDS, DEFAULT_BUDGET, HONEYPOT_FIELD } from "@/lib/contact/options";
import { useLoadNear } from "@/lib/use-load-near";
import type { ContactFormClient, FormSnapshot } from "./contact-form-client";
import { ContactFormView } from "./contact-form-view";

type Props = Omit<ComponentProps<typeof ContactFormClient>, "snapshot">;
type Loaded = { Form: ComponentType<ComponentProps<typeof ContactFormClient>>; snapshot: FormSnapshot };

function takeSnapshot(form: HTMLFormElement, submit: boolean): FormSnapshot {
  const data = new FormData(form);
  const text = (name: string) => {
    const value = data.get(name);
    return typeof value === "string" ? value : "";
  };
  const active = document.activeElement;
  const focused =
    (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement || active instanceof HTMLSelectElement) &&
    form.contains(active);
  return {
    values: Object.fromEntries(CONTACT_FIELDS.map((name) => [name, text(name)])),
    honeypot: text(HONEYPOT_FIELD),
    focus: focused
      ? {
          name: active.name,
          start: active instanceof HTMLSelectElement ? null : active.selectionStart,
          end: active instanceof HTMLSelectElement ? null : active.selectionEnd,
        }
      : undefined,
    submit,
  };
}

/** What was typed, the focus and a pending submit carry over to the working form once its code has loaded. */
export function LazyContactForm(props: Props) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const submitRequested = useRef(false);

  const load = useLoadNear(
    formRef,
    () => import("./contact-form-client"),
    ({ ContactFormClient }) => {
      const form = formRef.current;
      if (!form) return;
      // Read the fields and swap in the same task, so no keystroke falls between the two.
      const snapshot = takeSnapshot(form, submitRequested.current);
      flushSync(() => setLoaded({ Form: ContactFormClient, snapshot }));
    },
    loaded !== null,
  );

  if (loaded) return <loaded.Form {...props} snapshot={loaded.snapshot} />;

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    submitRequested.current = true;
    load();
  };
  return (
    <ContactFormView
      copy={props.copy}
      privacy={props.privacy}
      bind={(name) => ({ name, defaultValue: name === "budget" ? DEFAULT_BUDGET : undefined })}
      formRef={formRef}
      onSubmit={onSubmit}
    />
  );
}
