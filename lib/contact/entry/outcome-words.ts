import "server-only";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { phoneText, site } from "@/lib/site/identity";
import type { SubmissionOutcome } from "../flow/submit";

/** What the visitor reads after sending: a toast with the form's code, the form's notice without it. */
export type OutcomeMessage = { title: string; description: string };

/** The one place where a submission's outcome becomes the visitor's words, in their language. */
export function outcomeMessage(outcome: SubmissionOutcome, locale: Locale): OutcomeMessage {
  const t = translator(locale, "ContactForm");
  const contact = { email: site.email, phone: phoneText };
  switch (outcome.kind) {
    case "accepted":
    case "ignored":
      return { title: t("success.title"), description: t("success.description") };
    case "invalid":
      return { title: t("failure.title"), description: t("invalidSummary") };
    case "limited":
      return {
        title: t("failure.title"),
        description: t("tooManyRequests", {
          minutes: Math.max(1, Math.ceil(outcome.retryAfterSeconds / 60)),
          ...contact,
        }),
      };
    case "failed":
      return {
        title: t("failure.title"),
        description: outcome.unkept ? t("notKept", contact) : t("failure.description"),
      };
  }
}
