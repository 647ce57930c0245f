import { describe, expect, it } from "vitest";
import en from "@/messages/en/services.json";
import pl from "@/messages/pl/services.json";
import { googleAds } from "@/content/services/google-ads";
import { metaAds } from "@/content/services/meta-ads";
import type { ServicePageContent } from "@/content/services/types";
import { websiteDevelopment } from "@/content/services/website-development";
import { serviceView, type Words } from "./service-view";

/** Looks keys up in a namespace of services.json, failing on any key that is missing or not a sentence. */
function wordsOf(namespace: object): Words & { used: string[] } {
  const used: string[] = [];
  const lookup = (key: string) => {
    used.push(key);
    const value = key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], namespace);
    if (typeof value !== "string" || value.trim() === "") throw new Error(`no words at "${key}"`);
    return value;
  };
  return Object.assign(lookup, { rich: (key: string) => lookup(key), used });
}

const pages: ServicePageContent[] = [websiteDevelopment, googleAds, metaAds];
const catalogues = { pl, en };

describe.each(pages)("the $namespace service page", (content) => {
  it.each(Object.entries(catalogues))("finds every word it shows in %s", (_, catalogue) => {
    const t = wordsOf(catalogue[content.namespace]);
    const view = serviceView(content, t);
    expect(view.sections.map((section) => section.id)).toEqual(content.sections.map((section) => section.id));
    expect(view.hero.aside.items).toHaveLength(content.aside.length);
    expect(new Set(t.used).size).toBe(t.used.length);
  });

  it("gives each section its own id", () => {
    const ids = content.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

it("shows the items in the order the content lists them", () => {
  const view = serviceView(metaAds, wordsOf(en.MetaAds));
  const platforms = view.sections[0];
  expect(platforms?.kind === "features" && platforms.items.map((item) => [item.title, item.bullets?.length])).toEqual([
    [en.MetaAds.platforms.items.facebook.title, 4],
    [en.MetaAds.platforms.items.instagram.title, 4],
  ]);
});
