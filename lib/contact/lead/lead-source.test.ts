import { describe, expect, it } from "vitest";
import { describeSource } from "./lead-source";
import { channelWords as pl } from "./lead-words";

describe("describeSource", () => {
  it("names the ad platform and the click id's value, whatever else the visit carries", () => {
    const gclid = "Cj0KCQiA-abc_123";
    expect(describeSource({ gclid, utm_source: "google", referrer: "https://www.google.com/" }, pl)).toBe(
      `Google Ads (gclid ${gclid})`,
    );
    expect(describeSource({ gbraid: "0AAAAx" }, pl)).toBe("Google Ads (gbraid 0AAAAx)");
    expect(describeSource({ wbraid: "CkQKCQ" }, pl)).toBe("Google Ads (wbraid CkQKCQ)");
    expect(describeSource({ fbclid: "IwAR3xyz", referrer: "https://l.facebook.com/" }, pl)).toBe(
      "Meta (fbclid IwAR3xyz)",
    );
  });

  it("prefers Google's click id when a visit carries two", () => {
    expect(describeSource({ fbclid: "IwAR3xyz", gclid: "abc" }, pl)).toBe("Google Ads (gclid abc)");
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
