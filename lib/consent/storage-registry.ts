// Everything the site keeps in the browser, in one list: the consent code deletes a withdrawn category's entries
// from it, and the cookie policy renders it as its table, so the two cannot tell different stories.
import type { ConsentChoices } from "./record";

export type StorageCategory = "necessary" | keyof ConsentChoices;
export type StorageKind = "localStorage" | "sessionStorage" | "cookie" | "cacheStorage";
type StorageProvider = "site" | "google" | "meta";
type Text = { pl: string; en: string };

/** An entry's purpose is the message `StorageTable.purposes.<id>` (messages/{pl,en}/legal.json). */
type PurposeId = keyof (typeof import("@/messages/pl/legal.json"))["StorageTable"]["purposes"];

export type StorageEntry = {
  id: PurposeId;
  /** As the policy shows it; `<ID>` and `<version>` stand for the variable part. */
  name: string;
  pattern: RegExp;
  kind: StorageKind;
  /** Kept while any of these is granted; "necessary" entries are never deleted. */
  categories: readonly StorageCategory[];
  provider: StorageProvider;
  /** A third-party cookie lives on the provider's domain: the site can neither read nor delete it. */
  thirdPartyDomain?: string;
  lifetime: Text;
};

const UNTIL_TAB_CLOSED: Text = { pl: "do zamknięcia karty", en: "until the tab is closed" };
const TWELVE_MONTHS: Text = { pl: "12 miesięcy", en: "12 months" };
const TWO_YEARS: Text = { pl: "2 lata", en: "2 years" };
const NINETY_DAYS: Text = { pl: "90 dni", en: "90 days" };

export const storageRegistry = [
  {
    id: "consent",
    name: "cookie-consent",
    pattern: /^cookie-consent$/,
    kind: "localStorage",
    categories: ["necessary"],
    provider: "site",
    lifetime: TWELVE_MONTHS,
  },
  {
    id: "consentDate",
    name: "cookie-consent-date",
    pattern: /^cookie-consent-date$/,
    kind: "localStorage",
    categories: ["necessary"],
    provider: "site",
    lifetime: TWELVE_MONTHS,
  },
  {
    id: "language",
    name: "i18nextLng",
    pattern: /^i18nextLng$/,
    kind: "localStorage",
    categories: ["functional"],
    provider: "site",
    lifetime: {
      pl: "do wycofania zgody lub wyczyszczenia danych przeglądarki",
      en: "until you withdraw consent or clear your browser data",
    },
  },
  {
    id: "languageManual",
    name: "i18nextLng-manual",
    pattern: /^i18nextLng-manual$/,
    kind: "sessionStorage",
    categories: ["functional"],
    provider: "site",
    lifetime: UNTIL_TAB_CLOSED,
  },
  {
    id: "attribution",
    name: "visit-attribution",
    pattern: /^visit-attribution$/,
    kind: "sessionStorage",
    categories: ["analytics", "marketing"],
    provider: "site",
    lifetime: UNTIL_TAB_CLOSED,
  },
  {
    id: "serviceWorkerCache",
    name: "static-<version>, pages-<version>",
    pattern: /^(static|pages)-v\d+$/,
    kind: "cacheStorage",
    categories: ["necessary"],
    provider: "site",
    lifetime: { pl: "do kolejnej wersji strony", en: "until the next version of the site" },
  },
  {
    id: "ga",
    name: "_ga",
    pattern: /^_ga$/,
    kind: "cookie",
    categories: ["analytics"],
    provider: "google",
    lifetime: TWO_YEARS,
  },
  {
    id: "gaSession",
    name: "_ga_<ID>",
    pattern: /^_ga_[A-Z0-9]+$/,
    kind: "cookie",
    categories: ["analytics"],
    provider: "google",
    lifetime: TWO_YEARS,
  },
  {
    id: "gclAu",
    name: "_gcl_au",
    pattern: /^_gcl_au$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
  },
  {
    id: "gclAw",
    name: "_gcl_aw",
    pattern: /^_gcl_aw$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
  },
  {
    id: "gclGs",
    name: "_gcl_gs",
    pattern: /^_gcl_gs$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
  },
  {
    id: "gclDc",
    name: "_gcl_dc",
    pattern: /^_gcl_dc$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
  },
  // After the named _gcl_ cookies (registryEntryFor takes the first match): whatever else the Google tag writes under
  // that prefix is listed, and deleted on withdrawal, too.
  {
    id: "gclOther",
    name: "_gcl_*",
    pattern: /^_gcl_/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
  },
  {
    id: "gacGb",
    name: "_gac_gb_<ID>",
    pattern: /^_gac_/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
  },
  {
    id: "ide",
    name: "IDE",
    pattern: /^IDE$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    thirdPartyDomain: "doubleclick.net",
    lifetime: { pl: "13 miesięcy", en: "13 months" },
  },
  {
    id: "fbp",
    name: "_fbp",
    pattern: /^_fbp$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "meta",
    lifetime: NINETY_DAYS,
  },
  {
    id: "fbc",
    name: "_fbc",
    pattern: /^_fbc$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "meta",
    lifetime: NINETY_DAYS,
  },
  {
    id: "fr",
    name: "fr",
    pattern: /^fr$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "meta",
    thirdPartyDomain: "facebook.com",
    lifetime: NINETY_DAYS,
  },
] as const satisfies readonly StorageEntry[];

export function registryEntryFor(kind: StorageKind, name: string): StorageEntry | undefined {
  return (storageRegistry as readonly StorageEntry[]).find((entry) => entry.kind === kind && entry.pattern.test(name));
}

export function entriesOf(category: StorageCategory): StorageEntry[] {
  return (storageRegistry as readonly StorageEntry[]).filter((entry) => entry.categories[0] === category);
}

function withdrawn(entry: StorageEntry, choices: ConsentChoices) {
  return !entry.categories.some((category) => category === "necessary" || choices[category]);
}

type Browser = {
  document: Pick<Document, "cookie">;
  hostname: string;
  localStorage?: Pick<Storage, "length" | "key" | "removeItem">;
  sessionStorage?: Pick<Storage, "length" | "key" | "removeItem">;
};

function keysOf(storage: Browser["localStorage"]) {
  if (!storage) return [];
  return Array.from({ length: storage.length }, (_, i) => storage.key(i)).filter((key): key is string => key !== null);
}

/** Deletes what a withdrawn category left on this site: first-party cookies (host and each parent domain) and keys. */
export function clearWithdrawn(choices: ConsentChoices, browser: Browser | undefined = currentBrowser()) {
  if (!browser) return;
  const entries = (storageRegistry as readonly StorageEntry[]).filter(
    (entry) => !entry.thirdPartyDomain && withdrawn(entry, choices),
  );
  const matches = (kind: StorageKind, name: string) => entries.some((e) => e.kind === kind && e.pattern.test(name));

  const cookies = browser.document.cookie
    .split(";")
    .map((part) => part.split("=")[0]?.trim() ?? "")
    .filter((name) => name && matches("cookie", name));
  const labels = browser.hostname.split(".");
  const domains = ["", ...labels.slice(0, -1).map((_, i) => `; domain=.${labels.slice(i).join(".")}`)];
  for (const name of cookies) {
    for (const domain of domains)
      browser.document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/${domain}`;
  }
  for (const kind of ["localStorage", "sessionStorage"] as const) {
    const storage = browser[kind];
    for (const key of keysOf(storage)) if (matches(kind, key)) storage?.removeItem(key);
  }
}

function currentBrowser(): Browser | undefined {
  if (typeof document === "undefined" || typeof window === "undefined") return undefined;
  const storage = (name: "localStorage" | "sessionStorage") => {
    try {
      return window[name];
    } catch {
      return undefined;
    }
  };
  return {
    document,
    hostname: window.location.hostname,
    localStorage: storage("localStorage"),
    sessionStorage: storage("sessionStorage"),
  };
}
