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
