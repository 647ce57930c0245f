import en from "@/messages/en/contact.json";
import pl from "@/messages/pl/contact.json";
import type { Locale } from "@/lib/i18n/routing";

type ContactMessages = typeof pl;

// Imported directly (not through next-intl) so the API route and the mail builder stay plain functions.
const catalogues: Record<Locale, ContactMessages> = { pl, en };

export function contactMessages(locale: Locale): ContactMessages {
  return catalogues[locale];
}

export type ContactErrorMessages = ContactMessages["ContactForm"]["errors"];
export type ContactMailMessages = ContactMessages["ContactMail"];
