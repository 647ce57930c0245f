import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { contactMessages } from "@/lib/contact/messages";
import { RATE_LIMIT_WINDOW_MS } from "@/lib/contact/rate-limit";
import type { Locale } from "@/lib/i18n/routing";
import { localizedPath } from "@/lib/i18n/paths";
import type { ContactCopy } from "./contact-form-view";
import { LazyContactForm } from "./lazy-contact-form";

const WINDOW_MINUTES = RATE_LIMIT_WINDOW_MS / 60_000;

/** The contact form: strings picked here, the interactive form is a client leaf. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  // The client gets only the strings it shows: the privacy line and the 429 wording are rendered here.
  const all = contactMessages(locale).ContactForm;
  const copy: ContactCopy = {
    formLabel: all.formLabel,
    optional: all.optional,
    fields: all.fields,
    services: all.services,
    budgets: all.budgets,
    honeypot: all.honeypot,
    submit: all.submit,
    submitting: all.submitting,
    success: all.success,
    failure: all.failure,
    errors: all.errors,
  };
  // A 429 asks to wait at most one window: every possible wording is prepared here, the client picks one.
  const retryMessages = Array.from({ length: WINDOW_MINUTES }, (_, i) => t("tooManyRequests", { minutes: i + 1 }));
  const privacy = t.rich("privacy", {
    link: (chunks) => (
      <NextLink href={localizedPath(locale, "/privacy-policy")} prefetch={false} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {chunks}
      </NextLink>
    ),
  });

  return <LazyContactForm locale={locale} copy={copy} retryMessages={retryMessages} privacy={privacy} />;
}
