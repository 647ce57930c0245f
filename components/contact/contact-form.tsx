import NextLink from "next/link";
import { getMessages, getTranslations } from "next-intl/server";
import { LIMITS } from "@/lib/contact/options";
import { RATE_LIMIT_WINDOW_MS } from "@/lib/contact/rate-limit";
import type { Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site-map";
import { Toaster } from "@/components/ui/toaster";
import { ContactFormClient } from "./contact-form-client";

const WINDOW_MINUTES = RATE_LIMIT_WINDOW_MS / 60_000;

/** The contact form: strings picked here, the interactive form is a client leaf. */
export async function ContactForm({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  const { ContactForm: copy } = await getMessages({ locale });
  // The schema's "too long" message for each length limit, so the client needs no message formatter.
  const tooLong = Object.fromEntries(
    Object.values(LIMITS).map((max) => [max, t("errors.tooLong", { max: String(max) })]),
  );
  // A 429 asks to wait at most one window: every possible wording is prepared here, the client picks one.
  const retryMessages = Array.from({ length: WINDOW_MINUTES }, (_, i) => t("tooManyRequests", { minutes: i + 1 }));
  const privacy = t.rich("privacy", {
    link: (chunks) => (
      <NextLink href={href(locale, route("privacyPolicy"))} className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800">
        {chunks}
      </NextLink>
    ),
  });

  return (
    <>
      <ContactFormClient locale={locale} copy={copy} tooLong={tooLong} retryMessages={retryMessages} privacy={privacy} />
      <Toaster />
    </>
  );
}
