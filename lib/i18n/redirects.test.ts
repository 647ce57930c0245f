import { describe, expect, it } from "vitest";
import { languageRedirect } from "./redirects";

const at = (path: string) =>
  languageRedirect(new URL(path, "http://site.test"))?.toString().replace("http://site.test", "") ?? null;

describe("languageRedirect", () => {
  it("sends /pl and /pl/* to the unprefixed path, keeping the query", () => {
    expect(at("/pl")).toBe("/");
    expect(at("/pl/")).toBe("/");
    expect(at("/pl/blog/abc?utm_source=x")).toBe("/blog/abc?utm_source=x");
  });

  it("sends ?lng=en and ?lang=en to the English path and drops only that parameter", () => {
    expect(at("/?lng=en")).toBe("/en");
    expect(at("/google-ads?lang=en&utm_medium=cpc")).toBe("/en/google-ads?utm_medium=cpc");
    expect(at("/blog?lng=en-US")).toBe("/en/blog");
  });

  it("sends ?lng=pl on an English path to the unprefixed one", () => {
    expect(at("/en?lng=pl")).toBe("/");
    expect(at("/en/meta-ads?lang=pl&a=1")).toBe("/meta-ads?a=1");
  });

  it("leaves paths that already say the requested language alone", () => {
    expect(at("/")).toBeNull();
    expect(at("/en/blog")).toBeNull();
    expect(at("/en?lng=en")).toBeNull();
    expect(at("/?lang=pl")).toBeNull();
    expect(at("/plan")).toBeNull();
    expect(at("/?lang=de")).toBeNull();
  });
});
