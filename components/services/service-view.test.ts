import { describe, expect, it } from "vitest";
import en from "@/messages/en/services.json";
import pl from "@/messages/pl/services.json";
import { services } from "@/content/services/registry";
import { metaAds } from "@/content/services/meta-ads";
import { serviceView, type Words } from "./service-view";

/** Looks keys up in a namespace of services.json, failing on any key that is missing or not a sentence. */
function wordsOf(namespace: object): Words & { used: string[] } {
  const used: string[] = [];
  const lookup = (key: string) => {
    used.push(key);
    const value = key
      .split(".")
      .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], namespace);
    if (typeof value !== "string" || value.trim() === "") throw new Error(`no words at "${key}"`);
    return value;
  };
  return Object.assign(lookup, { rich: (key: string) => lookup(key), used });
}

const catalogues = { pl, en };

describe.each([...services])("the $namespace service", (service) => {
  it.each(Object.entries(catalogues))("finds every word its page shows in %s", (_, catalogue) => {
    const t = wordsOf(catalogue[service.namespace]);
    const view = serviceView(service, t);
    expect(view.sections.map((section) => section.id)).toEqual(service.sections.map((section) => section.id));
    expect(view.hero.aside.items).toHaveLength(service.aside.length);
    expect(new Set(t.used).size).toBe(t.used.length);
  });

  it.each(Object.entries(catalogues))("has its name, form option and home card in %s", (_, catalogue) => {
    const t = wordsOf(catalogue[service.namespace]);
    for (const key of ["name", "option", "card.title", "card.description"]) t(key);
    expect(Object.keys(catalogue[service.namespace].card.features).length).toBeGreaterThan(0);
  });

  it("gives each section its own id", () => {
    const ids = service.sections.map((section) => section.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

it("has services with their own ids and paths", () => {
  expect(new Set(services.map((service) => service.id)).size).toBe(services.length);
  expect(new Set(services.map((service) => service.path)).size).toBe(services.length);
});

it("shows the items in the order the content lists them", () => {
  const view = serviceView(metaAds, wordsOf(en.MetaAds));
  const platforms = view.sections[0];
  expect(platforms?.kind === "features" && platforms.items.map((item) => [item.title, item.bullets?.length])).toEqual([
    [en.MetaAds.platforms.items.facebook.title, 4],
    [en.MetaAds.platforms.items.instagram.title, 4],
  ]);
});
