import type { Locale } from "@/lib/i18n/routing";

/** Placeholder: the contact form (issue 5) replaces this component, keeping its name and props. */
export function ContactForm({ locale }: { locale: Locale }) {
  return <div data-contact-form-placeholder={locale} />;
}
