// The one place for the agency's identity. Defaults are placeholders: replace them before going live.
export const site = {
  name: "Northwave Digital",
  legalName: "Northwave Digital sp. z o.o.",
  email: "kontakt@example.com",
  phone: "+48 123 456 789",
  address: {
    street: "ul. Przykładowa 1",
    postalCode: "00-001",
    city: "Warszawa",
    country: "PL",
  },
  taxId: "NIP 000-000-00-00",
  openingHours: { days: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"], opens: "09:00", closes: "18:00" },
  foundingYear: 2024,
  social: {
    facebook: "https://www.facebook.com/example",
    instagram: "https://www.instagram.com/example",
    linkedin: "https://www.linkedin.com/company/example",
  },
} as const;

export const phoneHref = `tel:${site.phone.replace(/\s+/g, "")}`;
export const emailHref = `mailto:${site.email}`;
