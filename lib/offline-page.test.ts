import { describe, expect, it } from "vitest";
import { offlinePage } from "./offline-page";
import { site } from "@/lib/site/identity";

describe("offline page", () => {
  it.each([
    ["pl", "Jesteś offline", 'href="/"'],
    ["en", "You are offline", 'href="/en"'],
  ] as const)("is a complete %s document with its heading and a link home", (locale, heading, home) => {
    const html = offlinePage(locale);
    expect(html).toMatch(new RegExp(`^<!doctype html>\\n<html lang="${locale}">`));
    expect(html).toContain(`<h1>${heading}</h1>`);
    expect(html).toContain(home);
    expect(html).toContain(site.name);
    expect(html).toContain('<meta name="robots" content="noindex">');
  });

  it("loads nothing else: no script, stylesheet or image", () => {
    expect(offlinePage("pl")).not.toMatch(/<script|<link|<img|src=/);
  });
});
