import type { LeadRecord } from "@/lib/contact/store/record";

/** A submission the contact API accepts (override any field). */
export function validSubmission(overrides: Record<string, unknown> = {}) {
  return {
    firstName: "Anna",
    lastName: "Kowalska",
    email: "anna.kowalska@example.com",
    company: "Piekarnia Kowalscy",
    service: "google-ads",
    budget: "1000-3000",
    message: "Dzień dobry, chcemy uruchomić kampanię Google Ads dla piekarni.",
    locale: "pl",
    ...overrides,
  };
}

/** A submission with every field at its longest: quotes and Polish letters, which escaping and encoding make larger. */
export function largestSubmission(n: number, email = `osoba${n}@example.com`) {
  return validSubmission({
    firstName: `Ż${"ó".repeat(99)}`,
    lastName: `Ł${'"'.repeat(99)}`,
    email,
    company: `"${"ą".repeat(149)}`,
    message: `Zapytanie ${n}: ${'"Żółć" '.repeat(700)}`.slice(0, 5000),
    attribution: {
      landingPage: `/?q=${'"'.repeat(2040)}`,
      referrer: `https://example.com/${"ę".repeat(2000)}`,
      utm_source: '"'.repeat(200),
      utm_campaign: "ś".repeat(200),
      gclid: "x".repeat(500),
    },
  });
}

/** The one message per field an empty form gets, in each language, as a visitor reads them. */
export const emptyFormErrors = {
  pl: {
    firstName: "Imię musi mieć przynajmniej 2 znaki",
    lastName: "Nazwisko musi mieć przynajmniej 2 znaki",
    email: "Proszę podać prawidłowy adres email",
    service: "Proszę wybrać usługę",
    message: "Wiadomość musi mieć przynajmniej 10 znaków",
    budget: "Proszę wybrać opcję budżetu",
  },
  en: {
    firstName: "First name must be at least 2 characters",
    lastName: "Last name must be at least 2 characters",
    email: "Please enter a valid email address",
    service: "Please select a service",
    message: "Message must be at least 10 characters",
    budget: "Please select a budget option",
  },
} as const;

/** A lead record as the store holds it, its e-mail pending (override any field). */
export function leadRecord(overrides: Partial<LeadRecord> = {}): LeadRecord {
  const now = new Date().toISOString();
  return {
    id: "lead-id",
    receivedAt: now,
    fingerprint: "fingerprint",
    primary: "email",
    channels: { email: { status: "pending", attempts: 1, nextAttemptAt: now, payload: "" } },
    ...overrides,
  };
}
