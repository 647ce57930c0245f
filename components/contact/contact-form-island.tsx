"use client";

import { useEffect, type ComponentProps } from "react";
import { Island, lazyIsland } from "@/components/ui/island";
import { browserStorage, readConsent } from "@/lib/consent/record";
import { readAttribution } from "@/lib/contact/lead/attribution";
import { CONTACT_FORM_ID } from "./contact-form-view";

// Code that does not arrive (a network error, a blocker) leaves the server's form as it is: it still posts itself.
const ContactFormClient = lazyIsland(() => import("./contact-form-client").then((module) => module.ContactFormClient));

/** Before the form posts itself (its code not there yet), what only the browser knows goes with it. */
function addWhatTheBrowserKnows(event: SubmitEvent) {
  const form = event.target;
  if (!(form instanceof HTMLFormElement) || form.id !== CONTACT_FORM_ID) return;
  const set = (name: string, value: string) => {
    const input = form.elements.namedItem(name);
    if (input instanceof HTMLInputElement) input.value = value;
  };
  set("attribution", JSON.stringify(readAttribution()));
  set("marketingConsent", String(readConsent(browserStorage())?.marketing === true));
}

/**
 * The contact form: rendered whole by the server (a form that posts to the server action, working before its code has
 * loaded and with JavaScript off), hydrated in place once it comes near the viewport or the visitor first touches the
 * page.
 */
export function ContactFormIsland(props: ComponentProps<typeof ContactFormClient>) {
  useEffect(() => {
    window.addEventListener("submit", addWhatTheBrowserKnows, true);
    return () => window.removeEventListener("submit", addWhatTheBrowserKnows, true);
  }, []);
  return (
    <Island id={CONTACT_FORM_ID}>
      <ContactFormClient {...props} />
    </Island>
  );
}
