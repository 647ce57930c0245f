import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n/messages";
import { routing } from "@/lib/i18n/routing";
import { bannerLabels } from "./banner-labels";

/** Every string of a nested object, by its dotted key. */
function leaves(value: unknown, prefix = ""): [string, string][] {
  if (typeof value === "string") return [[prefix, value]];
  return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) =>
    leaves(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe("the cookie banner's words", () => {
  it.each(routing.locales)("in %s are what next-intl gives for each key, every one filled", async (locale) => {
    const labels = await bannerLabels[locale]();
    const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "CookieBanner" });
    const strings = leaves(labels);
    expect(strings.length).toBeGreaterThan(15);
    for (const [key, value] of strings) {
      expect(value.trim(), key).not.toBe("");
      expect(t(key as Parameters<typeof t>[0]), key).toBe(value);
    }
  });
});
