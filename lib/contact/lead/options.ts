// Option ids sent by the form and checked by the API; their labels live in messages/*/contact.json. The service
// options are the services of content/services/registry.ts and ALL_SERVICES (lib/contact/lead/service-options.ts).
export const BUDGETS = ["nie-znam", "do-1000", "1000-3000", "powyzej-3000"] as const;
export type Budget = (typeof BUDGETS)[number];

export const DEFAULT_BUDGET: Budget = "nie-znam";

/** The service option of the complete package, after the registry's services. */
export const ALL_SERVICES = "all";

export const BUDGET_KEYS = {
  "nie-znam": "notSure",
  "do-1000": "upTo1000",
  "1000-3000": "from1000To3000",
  "powyzej-3000": "over3000",
} as const satisfies Record<Budget, string>;

/** The form's fields in the order they appear (the first invalid one gets the focus). */
export const CONTACT_FIELDS = ["firstName", "lastName", "email", "company", "service", "budget", "message"] as const;
export type ContactField = (typeof CONTACT_FIELDS)[number];

/** Must match no autofill heuristic (name, company, url, e-mail, phone…), or a browser fills it in for a person. */
export const HONEYPOT_FIELD = "nw_trap";

/** The campaign tags of the landing page's address that a lead carries (attributionSchema checks them). */
export const UTM_KEYS = ["utm_source", "utm_medium", "utm_campaign", "utm_term", "utm_content"] as const;

/** The ad click ids a lead carries, each with the platform that adds it to its ad clicks (gbraid, wbraid: iOS). */
export const CLICK_ID_PLATFORMS = {
  gclid: "Google Ads",
  gbraid: "Google Ads",
  wbraid: "Google Ads",
  fbclid: "Meta",
} as const;
export const CLICK_ID_KEYS = Object.keys(CLICK_ID_PLATFORMS) as (keyof typeof CLICK_ID_PLATFORMS)[];

/** In characters. */
export const LIMITS = {
  name: 100,
  email: 254,
  company: 150,
  message: 5000,
  url: 2048,
  utm: 200,
  clickId: 500,
} as const;
