import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";

function keyPaths(value: unknown, prefix = ""): string[] {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) => keyPaths(child, prefix ? `${prefix}.${key}` : key));
}

describe("message catalogues", () => {
  const pl = keyPaths(loadMessages("pl")).sort();
  const en = keyPaths(loadMessages("en")).sort();

  it("have the same keys in Polish and English", () => {
    expect(en).toEqual(pl);
  });

  it("have no empty string", () => {
    for (const locale of ["pl", "en"] as const) {
      const empty = keyPaths(loadMessages(locale)).filter((path) => {
        const value = path
          .split(".")
          .reduce<unknown>((node, key) => (node as Record<string, unknown>)[key], loadMessages(locale));
        return typeof value === "string" && value.trim() === "";
      });
      expect(empty, locale).toEqual([]);
    }
  });
});
