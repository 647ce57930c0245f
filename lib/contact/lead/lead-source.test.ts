import { describe, expect, it } from "vitest";
import { clickIdsSeen, describeSource, withoutClickIds } from "./lead-source";
import { channelWords as pl } from "./lead-words";

describe("describeSource", () => {
  it("names the ad platform of a click id, whatever else the visit carries, and not the id's value", () => {
    const gclid = "Cj0KCQiA-abc_123";
    expect(describeSource({ gclid, utm_source: "google", referrer: "https://www.google.com/" }, pl)).toBe(
      "Google Ads (kliknięcie reklamy)",
    );
    expect(describeSource({ gbraid: "0AAAAx" }, pl)).toBe("Google Ads (kliknięcie reklamy)");
    expect(describeSource({ wbraid: "CkQKCQ" }, pl)).toBe("Google Ads (kliknięcie reklamy)");
    expect(describeSource({ fbclid: "IwAR3xyz", referrer: "https://l.facebook.com/" }, pl)).toBe(
      "Meta (kliknięcie reklamy)",
    );
  });

  it("prefers Google's click id when a visit carries two", () => {
    expect(describeSource({ fbclid: "IwAR3xyz", gclid: "abc" }, pl)).toBe("Google Ads (kliknięcie reklamy)");
  });

  it("names the utm source (and medium) of a tagged campaign", () => {
    expect(describeSource({ utm_source: "newsletter", utm_medium: "email" }, pl)).toBe(
      "kampania oznaczona UTM: newsletter / email",
    );
    expect(describeSource({ utm_source: "partner", referrer: "https://partner.pl/" }, pl)).toBe(
      "kampania oznaczona UTM: partner",
    );
  });

  it("tells organic search from a referral by the referrer's host", () => {
    expect(describeSource({ referrer: "https://www.google.pl/" }, pl)).toBe("wyszukiwanie organiczne (google.pl)");
    expect(describeSource({ referrer: "https://www.google.co.uk/search" }, pl)).toBe(
      "wyszukiwanie organiczne (google.co.uk)",
    );
    expect(describeSource({ referrer: "https://duckduckgo.com/" }, pl)).toBe(
      "wyszukiwanie organiczne (duckduckgo.com)",
    );
    expect(describeSource({ referrer: "https://www.bing.com/search?q=agencja" }, pl)).toBe(
      "wyszukiwanie organiczne (bing.com)",
    );
    expect(describeSource({ referrer: "https://blog.example.com/post" }, pl)).toBe(
      "odesłanie z innej strony (blog.example.com)",
    );
    expect(describeSource({ referrer: "https://googleusercontent.example.org/" }, pl)).toBe(
      "odesłanie z innej strony (googleusercontent.example.org)",
    );
  });

  it("calls a visit without a referrer, or from the site itself, direct", () => {
    expect(describeSource({}, pl)).toBe("wejście bezpośrednie");
    expect(describeSource({ landingPage: "/", referrer: "" }, pl)).toBe("wejście bezpośrednie");
    expect(describeSource({ referrer: "https://www.northwave.pl/blog" }, pl, "northwave.pl")).toBe(
      "wejście bezpośrednie",
    );
    expect(describeSource({ referrer: "not a url" }, pl)).toBe("wejście bezpośrednie");
  });
});

describe("what a lead's recipients learn of an ad click", () => {
  it("which click ids the visit carried, not their values", () => {
    expect(clickIdsSeen({ gclid: "Cj0abc", fbclid: "IwAR3xyz", utm_source: "google" })).toEqual({
      gclid: true,
      fbclid: true,
    });
    expect(clickIdsSeen({ utm_source: "newsletter" })).toEqual({});
  });

  it("a page's address without the click ids, every other parameter as it was", () => {
    expect(withoutClickIds("/google-ads?utm_source=google&gclid=Cj0abc&utm_medium=cpc")).toBe(
      "/google-ads?utm_source=google&utm_medium=cpc",
    );
    expect(withoutClickIds("/en?fbclid=IwAR3xyz&gbraid=0AAAAx&wbraid=CkQ")).toBe("/en");
    expect(withoutClickIds("/en?utm_source=news%20letter&utm_campaign=a+b")).toBe(
      "/en?utm_source=news%20letter&utm_campaign=a+b",
    );
    expect(withoutClickIds("/blog")).toBe("/blog");
    expect(withoutClickIds(undefined)).toBeUndefined();
  });
});
