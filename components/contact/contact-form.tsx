import { getMessages, getTranslations } from "next-intl/server";
import { LIMITS } from "@/lib/contact/lead/options";
import { serviceOptionIds, serviceOptionLabel } from "@/lib/contact/lead/service-options";
import type { Locale } from "@/lib/i18n/routing";
import { ContactFormIsland } from "./contact-form-island";
import type { ContactCopy } from "./contact-form-view";
import { PrivacyNotice } from "./privacy-notice";

type Props = {
  locale: Locale;
  /** The service chosen before the visitor chooses (a campaign page's). */
  service?: string;
  /** The page the form is on, when it is not the home page: a post made without its code comes back there. */
  path?: string;
  /** A campaign page's translation key, which travels with the lead, and its own Ads conversion label. */
  landing?: string;
  adsLabel?: string;
};

export async function ContactForm({ locale, service, path, landing, adsLabel }: Props) {
  const t = await getTranslations({ locale, namespace: "ContactForm" });
  // The client gets only the strings it shows, formatted here, so it needs neither templates nor a message formatter.
  const { ContactForm: all } = await getMessages({ locale });
  const e = all.errors;
  const copy: ContactCopy = {
    formLabel: all.formLabel,
    optional: all.optional,
    fields: all.fields,
    services: serviceOptionIds.map((value) => ({ value, label: serviceOptionLabel(locale, value) })),
    budgets: all.budgets,
    honeypot: all.honeypot,
    submit: all.submit,
    submitting: all.submitting,
    success: all.success,
    failure: all.failure,
    invalidSummary: all.invalidSummary,
    errors: {
      firstName: e.firstName,
      lastName: e.lastName,
      email: e.email,
      service: e.service,
      message: e.message,
      budget: e.budget,
      controlCharacters: e.controlCharacters,
      unreadable: e.unreadable,
    },
  };
  const tooLong = Object.fromEntries(
    Object.values(LIMITS).map((max) => [max, t("errors.tooLong", { max: String(max) })]),
  );
  return (
    <ContactFormIsland
      locale={locale}
      copy={copy}
      tooLong={tooLong}
      privacy={<PrivacyNotice locale={locale} />}
      {...(service && { service })}
      {...(path && { path })}
      {...(landing && { landing })}
      {...(adsLabel && { adsLabel })}
    />
  );
}
