import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { LANGUAGE_KEY, MANUAL_CHANGE_KEY } from "@/components/layout/language-switcher";
import { ATTRIBUTION_KEY } from "@/lib/contact/lead/attribution";
import { CONSENT_DATE_KEY, CONSENT_KEY } from "./record";
import plLegal from "@/messages/pl/legal.json";
import enLegal from "@/messages/en/legal.json";
import { clearWithdrawn, registryEntryFor, storageRegistry } from "./storage-registry";

function memoryStorage(entries: Record<string, string>) {
  const items = new Map(Object.entries(entries));
  return {
    items,
    get length() {
      return items.size;
    },
    key: (i: number) => [...items.keys()][i] ?? null,
    removeItem: (key: string) => void items.delete(key),
  };
}

function browser(cookies: string) {
  let jar = cookies;
  const writes: string[] = [];
  const document = {
    get cookie() {
      return jar;
    },
    set cookie(value: string) {
      writes.push(value);
      const name = value.split("=")[0]!;
      jar = jar
        .split("; ")
        .filter((c) => !c.startsWith(`${name}=`))
        .join("; ");
    },
  };
  const local = memoryStorage({ [CONSENT_KEY]: "{}", [CONSENT_DATE_KEY]: "x", [LANGUAGE_KEY]: "pl" });
  const session = memoryStorage({ [MANUAL_CHANGE_KEY]: "true", [ATTRIBUTION_KEY]: "{}" });
  return {
    env: { document, hostname: "www.example.pl", localStorage: local, sessionStorage: session },
    jar: () => jar,
    writes,
    local,
    session,
  };
}

const ALL_TAG_COOKIES = "_ga=1; _ga_ABC123=2; _gcl_au=3; _gcl_aw=4; _gcl_gs=5; _gcl_dc=6; _fbp=7; _fbc=8; other=9";

describe("the storage registry", () => {
  it("names every key the site's own code writes, under the constant that code uses", () => {
    expect(registryEntryFor("localStorage", CONSENT_KEY)?.categories).toEqual(["necessary"]);
    expect(registryEntryFor("localStorage", CONSENT_DATE_KEY)?.categories).toEqual(["necessary"]);
    expect(registryEntryFor("localStorage", LANGUAGE_KEY)?.categories).toEqual(["functional"]);
    expect(registryEntryFor("sessionStorage", MANUAL_CHANGE_KEY)?.categories).toEqual(["functional"]);
    expect(registryEntryFor("sessionStorage", ATTRIBUTION_KEY)?.categories).toEqual(["analytics", "marketing"]);
  });

  it("names the service worker's caches of its current version", () => {
    const version = /const VERSION = "([^"]+)"/.exec(readFileSync("public/sw.js", "utf8"))?.[1];
    for (const cache of [`static-${version}`, `pages-${version}`]) {
      expect(registryEntryFor("cacheStorage", cache)?.categories, cache).toEqual(["necessary"]);
    }
  });

  it("gives every entry a lifetime and a purpose in both languages, and unique names and ids", () => {
    for (const entry of storageRegistry) {
      expect(entry.lifetime.pl.length, entry.name).toBeGreaterThan(3);
      expect(entry.lifetime.en.length, entry.name).toBeGreaterThan(3);
      for (const messages of [plLegal, enLegal])
        expect(messages.StorageTable.purposes[entry.id]?.length, entry.name).toBeGreaterThan(3);
    }
    expect(new Set(storageRegistry.map((e) => e.name)).size).toBe(storageRegistry.length);
    // Every purpose in the messages belongs to an entry.
    expect(Object.keys(plLegal.StorageTable.purposes).sort()).toEqual(storageRegistry.map((e) => e.id).sort());
  });
});

describe("deleting what a withdrawn category left", () => {
  it("withdrawing marketing deletes every _gcl_* and _gac_* cookie, the unnamed ones too; a named one keeps its row", () => {
    const b = browser("_ga=1; _gcl_au=2; _gcl_gb=3; _gcl_ls=4; _gcl_added_next_year=5; _gac_gb_G1=6; _gclx=7");
    clearWithdrawn({ analytics: true, marketing: false, functional: true }, b.env);
    expect(b.jar()).toBe("_ga=1; _gclx=7");
    expect(registryEntryFor("cookie", "_gcl_au")?.name).toBe("_gcl_au");
    expect(registryEntryFor("cookie", "_gcl_gb")?.name).toBe("_gcl_*");
  });

  it("refusing everything deletes every tag cookie on the host and its parent domains, the attribution and the language record", () => {
    const b = browser(ALL_TAG_COOKIES);
    clearWithdrawn({ analytics: false, marketing: false, functional: false }, b.env);
    expect(b.jar()).toBe("other=9");
    expect(b.writes).toContain("_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.pl");
    expect(b.writes).toContain("_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");
    expect([...b.session.items.keys()]).toEqual([]);
    expect([...b.local.items.keys()]).toEqual([CONSENT_KEY, CONSENT_DATE_KEY]);
  });

  it("withdrawing marketing only keeps the analytics cookies and the attribution", () => {
    const b = browser(ALL_TAG_COOKIES);
    clearWithdrawn({ analytics: true, marketing: false, functional: true }, b.env);
    expect(b.jar()).toBe("_ga=1; _ga_ABC123=2; other=9");
    expect(b.session.items.has(ATTRIBUTION_KEY)).toBe(true);
  });

  it("withdrawing analytics only keeps the marketing cookies", () => {
    const b = browser(ALL_TAG_COOKIES);
    clearWithdrawn({ analytics: false, marketing: true, functional: false }, b.env);
    expect(b.jar()).toBe("_gcl_au=3; _gcl_aw=4; _gcl_gs=5; _gcl_dc=6; _fbp=7; _fbc=8; other=9");
    expect(b.local.items.has(LANGUAGE_KEY)).toBe(false);
  });

  it("withdrawing functional only deletes the language record", () => {
    const b = browser(ALL_TAG_COOKIES);
    clearWithdrawn({ analytics: true, marketing: true, functional: false }, b.env);
    expect(b.jar()).toBe(ALL_TAG_COOKIES);
    expect([...b.local.items.keys()]).toEqual([CONSENT_KEY, CONSENT_DATE_KEY]);
    expect([...b.session.items.keys()]).toEqual([ATTRIBUTION_KEY]);
  });
});
