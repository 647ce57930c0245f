// Everything the site keeps in the browser, in one list: the consent code deletes a withdrawn category's entries
// from it, and the cookie policy renders it as its table, so the two cannot tell different stories.
import type { ConsentChoices } from "./record";

export type StorageCategory = "necessary" | keyof ConsentChoices;
export type StorageKind = "localStorage" | "sessionStorage" | "cookie" | "cacheStorage";
type StorageProvider = "site" | "google" | "meta";
type Text = { pl: string; en: string };

export type StorageEntry = {
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
  purpose: Text;
};

const UNTIL_TAB_CLOSED: Text = { pl: "do zamknięcia karty", en: "until the tab is closed" };
const TWELVE_MONTHS: Text = { pl: "12 miesięcy", en: "12 months" };
const TWO_YEARS: Text = { pl: "2 lata", en: "2 years" };
const NINETY_DAYS: Text = { pl: "90 dni", en: "90 days" };

export const storageRegistry = [
  {
    name: "cookie-consent",
    pattern: /^cookie-consent$/,
    kind: "localStorage",
    categories: ["necessary"],
    provider: "site",
    lifetime: TWELVE_MONTHS,
    purpose: {
      pl: "Twój wybór w sprawie cookies: kategorie analityczne, marketingowe i funkcjonalne, czas decyzji i wersja opisów kategorii, których dotyczy. Zapytamy ponownie po 12 miesiącach albo wcześniej, jeśli zmienimy te opisy.",
      en: "Your cookie choice: the analytics, marketing and functional categories, when you chose and the version of the category descriptions it applies to. We ask again after 12 months, or sooner if we change those descriptions.",
    },
  },
  {
    name: "cookie-consent-date",
    pattern: /^cookie-consent-date$/,
    kind: "localStorage",
    categories: ["necessary"],
    provider: "site",
    lifetime: TWELVE_MONTHS,
    purpose: {
      pl: "Data Twojej decyzji w sprawie cookies, dzięki której wiemy, kiedy minie 12 miesięcy.",
      en: "The date of your cookie choice, so we know when 12 months have passed.",
    },
  },
  {
    name: "i18nextLng",
    pattern: /^i18nextLng$/,
    kind: "localStorage",
    categories: ["functional"],
    provider: "site",
    lifetime: {
      pl: "do wycofania zgody lub wyczyszczenia danych przeglądarki",
      en: "until you withdraw consent or clear your browser data",
    },
    purpose: {
      pl: "Język ostatnio wyświetlonej strony (polski lub angielski). To tylko zapis: strona go nie odczytuje, bo język wynika z adresu.",
      en: "The language of the last page shown (Polish or English). Only a record: the site never reads it, because the address decides the language.",
    },
  },
  {
    name: "i18nextLng-manual",
    pattern: /^i18nextLng-manual$/,
    kind: "sessionStorage",
    categories: ["functional"],
    provider: "site",
    lifetime: UNTIL_TAB_CLOSED,
    purpose: {
      pl: "Informacja, że język został zmieniony ręcznie przełącznikiem. Strona jej nie odczytuje.",
      en: "Notes that the language was switched by hand with the selector. The site never reads it.",
    },
  },
  {
    name: "visit-attribution",
    pattern: /^visit-attribution$/,
    kind: "sessionStorage",
    categories: ["analytics", "marketing"],
    provider: "site",
    lifetime: UNTIL_TAB_CLOSED,
    purpose: {
      pl: "Źródło wizyty: pierwsza odwiedzona strona i czas wejścia, strona odsyłająca, parametry utm_* i identyfikatory kliknięcia reklamy (gclid, gbraid, wbraid, fbclid, msclkid). Trafia do nas tylko razem z formularzem kontaktowym. Bez zgody przechowujemy je wyłącznie w pamięci otwartej karty, niczego nie zapisując.",
      en: "Where the visit came from: the first page and when you arrived, the referring page, the utm_* parameters and ad click ids (gclid, gbraid, wbraid, fbclid, msclkid). It reaches us only with the contact form. Without consent it is kept only in the open tab’s memory and nothing is stored.",
    },
  },
  {
    name: "static-<version>, pages-<version>",
    pattern: /^(static|pages)-v\d+$/,
    kind: "cacheStorage",
    categories: ["necessary"],
    provider: "site",
    lifetime: { pl: "do kolejnej wersji strony", en: "until the next version of the site" },
    purpose: {
      pl: "Pamięć podręczna service workera: pliki strony i ostatnio odwiedzone podstrony, aby strona działała szybko i pokazała komunikat, gdy nie ma połączenia.",
      en: "The service worker’s cache: the site’s files and recently visited pages, so the site loads fast and shows a notice when you are offline.",
    },
  },
  {
    name: "_ga",
    pattern: /^_ga$/,
    kind: "cookie",
    categories: ["analytics"],
    provider: "google",
    lifetime: TWO_YEARS,
    purpose: {
      pl: "Google Analytics: odróżnia odwiedzających na potrzeby statystyk.",
      en: "Google Analytics: tells visitors apart for statistics.",
    },
  },
  {
    name: "_ga_<ID>",
    pattern: /^_ga_[A-Z0-9]+$/,
    kind: "cookie",
    categories: ["analytics"],
    provider: "google",
    lifetime: TWO_YEARS,
    purpose: {
      pl: "Google Analytics: zapamiętuje stan sesji w naszej usłudze Google Analytics.",
      en: "Google Analytics: keeps the session state for our Google Analytics property.",
    },
  },
  {
    name: "_gcl_au",
    pattern: /^_gcl_au$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Google Ads: łączy wizyty z reklamami Google, aby mierzyć konwersje.",
      en: "Google Ads: links visits to Google ads to measure conversions.",
    },
  },
  {
    name: "_gcl_aw",
    pattern: /^_gcl_aw$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Google Ads: identyfikator kliknięcia reklamy (gclid), gdy wejście nastąpiło z reklamy.",
      en: "Google Ads: the ad click id (gclid) when you arrived from an ad.",
    },
  },
  {
    name: "_gcl_gs",
    pattern: /^_gcl_gs$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Google Ads: informacje o kliknięciu reklamy do pomiaru konwersji.",
      en: "Google Ads: ad click details for conversion measurement.",
    },
  },
  {
    name: "_gcl_dc",
    pattern: /^_gcl_dc$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Google Ads: identyfikator kliknięcia reklamy z sieci DoubleClick (dclid).",
      en: "Google Ads: the click id of an ad served through DoubleClick (dclid).",
    },
  },
  // After the named _gcl_ cookies (registryEntryFor takes the first match): whatever else the Google tag writes under
  // that prefix is listed, and deleted on withdrawal, too.
  {
    name: "_gcl_*",
    pattern: /^_gcl_/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Google Ads: pozostałe pliki cookie o nazwach zaczynających się od _gcl_, np. z identyfikatorami kliknięć reklam w aplikacjach (gbraid, wbraid), do pomiaru konwersji.",
      en: "Google Ads: any other cookie whose name starts with _gcl_, such as those holding the click ids of ads in apps (gbraid, wbraid), for conversion measurement.",
    },
  },
  {
    name: "_gac_gb_<ID>",
    pattern: /^_gac_/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Google Analytics połączone z Google Ads: informacje o kampanii, z której przyszło kliknięcie reklamy, do pomiaru konwersji w Google Ads.",
      en: "Google Analytics linked to Google Ads: the campaign an ad click came from, for conversion measurement in Google Ads.",
    },
  },
  {
    name: "IDE",
    pattern: /^IDE$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "google",
    thirdPartyDomain: "doubleclick.net",
    lifetime: { pl: "13 miesięcy", en: "13 months" },
    purpose: {
      pl: "Google (domena doubleclick.net): wyświetlanie reklam i pomiar ich skuteczności w różnych witrynach.",
      en: "Google (doubleclick.net): serving ads and measuring them across websites.",
    },
  },
  {
    name: "_fbp",
    pattern: /^_fbp$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "meta",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Piksel Meta: rozpoznaje przeglądarkę, aby wyświetlać i mierzyć reklamy na Facebooku i Instagramie.",
      en: "Meta Pixel: recognises the browser to serve and measure ads on Facebook and Instagram.",
    },
  },
  {
    name: "_fbc",
    pattern: /^_fbc$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "meta",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Piksel Meta: identyfikator kliknięcia reklamy na Facebooku lub Instagramie (fbclid).",
      en: "Meta Pixel: the click id of a Facebook or Instagram ad (fbclid).",
    },
  },
  {
    name: "fr",
    pattern: /^fr$/,
    kind: "cookie",
    categories: ["marketing"],
    provider: "meta",
    thirdPartyDomain: "facebook.com",
    lifetime: NINETY_DAYS,
    purpose: {
      pl: "Meta (domena facebook.com): wyświetlanie reklam i pomiar ich skuteczności.",
      en: "Meta (facebook.com): serving ads and measuring them.",
    },
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
