"use client";

import { zodResolver } from "@hookform/resolvers/zod";
import {
  startTransition,
  useActionState,
  useEffect,
  useMemo,
  useRef,
  type BaseSyntheticEvent,
  type CSSProperties,
  type ReactNode,
} from "react";
import { useForm } from "react-hook-form";
import { toast } from "sonner";
import { Toaster } from "@/components/ui/toaster";
import { browserStorage, readConsent } from "@/lib/consent/record";
import { sendContactForm, type ContactFormState } from "@/lib/contact/entry/form-action";
import { readAttribution } from "@/lib/contact/lead/attribution";
import { CONTACT_FIELDS, DEFAULT_BUDGET, HONEYPOT_FIELD, type ContactField } from "@/lib/contact/lead/options";
import { makeContactSchema, type ContactInput, type ContactValues } from "@/lib/contact/lead/schema";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { newEventId } from "@/lib/tracking/event-id";
import { googleUserData } from "@/lib/tracking/google-user-data";
import { trackingIds } from "@/lib/tracking/ids";
import { setAdsUserData, trackContactSubmit, trackLead } from "@/lib/tracking/tags";
import { ContactFormView, type ContactCopy } from "./contact-form-view";

type Props = {
  locale: Locale;
  copy: ContactCopy;
  /** tooLong[max]: the "at most {max} characters" error for each length limit. */
  tooLong: Record<string, string>;
  privacy: ReactNode;
  /** The service chosen before the visitor chooses (a campaign page's). */
  service?: string;
  /** The page the form is on, where a post made without its code comes back to; the home page by default. */
  path?: string;
  /** A campaign page's translation key, which travels with the lead. */
  landing?: string;
  /** A campaign page's own Google Ads conversion label; the site's conversion by default. */
  adsLabel?: string;
};

const EMPTY: ContactInput = {
  firstName: "",
  lastName: "",
  email: "",
  company: "",
  service: "",
  budget: DEFAULT_BUDGET,
  message: "",
};

// White on solid red, to meet WCAG AA contrast.
const destructive = {
  richColors: true,
  style: { "--error-bg": "#b91c1c", "--error-border": "#991b1b", "--error-text": "#ffffff" } as CSSProperties,
};

/**
 * The contact form, one form with or without its code: it posts to the server action, which without JavaScript ends on
 * the thank-you page. Hydrated, it validates as the visitor types (the schema the server uses), sends through the same
 * action, and shows the answer as a toast or under the fields; it reports the conversion once the server accepted the
 * lead. Its fields are uncontrolled: what was typed before the code arrived stays where it is.
 */
export function ContactFormClient(props: Props) {
  const { locale, copy, tooLong, privacy, service, path, landing, adsLabel } = props;
  // Posted without its code, the form goes to its page's address without its #contact: a fragment in the address
  // would keep the browser from focusing the summary of what went wrong.
  const [state, submit, pending] = useActionState<ContactFormState, FormData>(
    sendContactForm,
    { status: "idle" },
    path ?? localizedPath(locale, "/"),
  );
  const schema = useMemo(
    () =>
      makeContactSchema(
        (key, values) => (key === "tooLong" ? (tooLong[values?.max ?? ""] ?? "") : copy.errors[key]),
        copy.services.map((option) => option.value),
      ),
    [copy.errors, copy.services, tooLong],
  );
  // No default values: react-hook-form would write them over what the visitor typed before hydration.
  const {
    register,
    handleSubmit,
    reset,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ContactInput, unknown, ContactValues>({ resolver: zodResolver(schema) });
  const sending = useRef<{ eventId: string; marketingConsent: boolean; values: ContactValues } | null>(null);

  // The server's answer to a submission this code sent.
  useEffect(() => {
    const submission = sending.current;
    if (!submission || !state.byScript) return;
    sending.current = null;
    if (state.status === "sent") {
      // A lead the server held or had seen before is thanked for, and not counted again.
      if (state.leadId) {
        const { eventId, marketingConsent, values } = submission;
        trackLead({
          id: state.leadId,
          adsLabel,
          ...(marketingConsent && { eventId, service: values.service, budget: values.budget }),
        });
      }
      toast.success(state.title ?? copy.success.title, { description: state.message ?? copy.success.description });
      reset({ ...EMPTY, service: service ?? "" });
      return;
    }
    const invalid = CONTACT_FIELDS.filter((field) => state.errors?.[field]);
    for (const field of invalid) setError(field, { type: "server", message: state.errors?.[field] });
    if (invalid[0]) setFocus(invalid[0]);
    else
      toast.error(state.title ?? copy.failure.title, {
        description: state.message ?? copy.failure.description,
        ...destructive,
      });
  }, [state, copy, service, adsLabel, reset, setError, setFocus]);

  async function onValid(values: ContactValues, event?: BaseSyntheticEvent) {
    const form = event?.target;
    if (!(form instanceof HTMLFormElement)) return;
    const eventId = newEventId();
    const marketingConsent = readConsent(browserStorage())?.marketing === true;
    if (marketingConsent && trackingIds().adsSendTo) {
      // Set before the conversion, which carries it; without Web Crypto the conversion goes without it.
      await googleUserData(values).then(setAdsUserData, () => {});
    }
    trackContactSubmit();
    const data = new FormData(form);
    // React's own fields for the post without code, and the trap unless something was typed into it, stay home.
    for (const name of [...data.keys()])
      if (name.startsWith("$ACTION") || (name === HONEYPOT_FIELD && !data.get(name))) data.delete(name);
    data.set("attribution", JSON.stringify(readAttribution()));
    data.set("marketingConsent", String(marketingConsent));
    data.set("eventId", eventId);
    data.set("js", "1");
    sending.current = { eventId, marketingConsent, values };
    startTransition(() => submit(data));
  }

  // The server's words of a post made before this code came: the summary above the fields, and each field's own.
  const fromServer = state.byScript ? undefined : state;
  const problem =
    fromServer?.status === "invalid" || fromServer?.status === "failed"
      ? { title: fromServer.title ?? copy.failure.title, text: fromServer.message ?? copy.failure.description }
      : undefined;
  const shown = Object.fromEntries(
    CONTACT_FIELDS.map((field) => [field, errors[field]?.message ?? fromServer?.errors?.[field]]),
  ) as Partial<Record<ContactField, string>>;
  return (
    <>
      <ContactFormView
        copy={copy}
        privacy={privacy}
        bind={(name) => ({
          ...register(name),
          defaultValue:
            fromServer?.values?.[name] ??
            (name === "budget" ? DEFAULT_BUDGET : name === "service" ? service : undefined),
        })}
        errors={shown}
        submitting={pending || isSubmitting}
        onSubmit={(event) => handleSubmit(onValid)(event)}
        action={submit}
        problem={problem}
        hidden={
          <>
            <input type="hidden" name="locale" value={locale} />
            {landing && <input type="hidden" name="landing" value={landing} />}
            <input type="hidden" name="attribution" defaultValue="" />
            <input type="hidden" name="marketingConsent" defaultValue="" />
          </>
        }
      />
      <Toaster />
    </>
  );
}
