// The one place for the agency's identity. Every default is a placeholder: a production start names each one still
// here (lib/site/placeholders.ts), and docs/deployment.md's launch checklist lists them.

// What a Polish sp. z o.o. must show on its website (Commercial Companies Code, art. 206 § 1), plus REGON.
const registry = {
  form: { pl: "spółka z ograniczoną odpowiedzialnością", en: "limited liability company" },
  court: {
    pl: "Sąd Rejonowy dla m.st. Warszawy w Warszawie, XIII Wydział Gospodarczy Krajowego Rejestru Sądowego",
    en: "District Court for the Capital City of Warsaw, 13th Commercial Division of the National Court Register",
  },
  krs: "0000000000",
  nip: "000-000-00-00",
  regon: "000000000",
  shareCapitalPln: 5000,
} as const;

export type SocialProfile = "facebook" | "instagram" | "linkedin";

export const site = {
  name: "Northwave Digital",
  legalName: "Northwave Digital sp. z o.o.",
  email: "kontakt@example.com",
  phone: "+48 000 000 000",
  address: {
    street: "ul. Przykładowa 1",
    postalCode: "00-001",
    city: "Warszawa",
    country: "PL",
  },
  registry,
  taxId: `NIP ${registry.nip}`,
  openingHours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
  foundingYear: 2016,
  // The contact section links only the profiles set here, e.g. linkedin: "https://www.linkedin.com/company/…".
  social: {} as Partial<Record<SocialProfile, string>>,
} as const;

export const phoneHref = `tel:${site.phone.replace(/\s+/g, "")}`;
/** The number as pages show it: its spaces do not break, so it never wraps onto two lines. */
export const phoneText = site.phone.replace(/\s+/g, "\u00a0");
export const emailHref = `mailto:${site.email}`;
