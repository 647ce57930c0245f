import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { contactMessages } from "@/lib/contact/messages";
import { RATE_LIMIT_WINDOW_MS } from "@/lib/contact/rate-limit";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site";
import { typesetFor } from "@/lib/typography";
import { localizedPath } from "@/lib/i18n/paths";
import { Toaster } from "@/components/ui/toaster";
import { ContactFormClient } from "./contact-form-client";

const WINDOW_MINUTES = RATE_LIMIT_WINDOW_MS / 60_000;

/** The contact form: strings picked here, the interactive form is a client leaf. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  // Typography for the page; the lead e-mail reads the same messages as plain text.
  const copy = typesetFor(locale, contactMessages(locale).ContactForm);
  // A 429 asks to wait at most one window: every possible wording is prepared here, the client picks one.
  const retryMessages = Array.from({ length: WINDOW_MINUTES }, (_, i) => t("tooManyRequests", { minutes: i + 1 }));
  const privacy = t.rich("privacy", {
    controller: typesetFor(locale, site.legalName),
    link: (chunks) => (
      <NextLink href={localizedPath(locale, "/privacy-policy")} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {chunks}
      </NextLink>
    ),
  });

  return (
    <>
      <ContactFormClient locale={locale} copy={copy} retryMessages={retryMessages} privacy={privacy} />
      <Toaster />
    </>
  );
}
