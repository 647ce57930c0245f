import { describe, expect, it } from "vitest";
import { describeChannel } from "./channel";
import { channelWords as pl } from "./lead-words";

describe("describeChannel", () => {
  it("names the ad platform and the click id's value, whatever else the visit carries", () => {
    const gclid = "Cj0KCQiA-abc_123";
    expect(describeChannel({ gclid, utm_source: "google", referrer: "https://www.google.com/" }, pl)).toBe(
      `Google Ads (gclid ${gclid})`,
    );
    expect(describeChannel({ gbraid: "0AAAAx" }, pl)).toBe("Google Ads (gbraid 0AAAAx)");
    expect(describeChannel({ wbraid: "CkQKCQ" }, pl)).toBe("Google Ads (wbraid CkQKCQ)");
    expect(describeChannel({ fbclid: "IwAR3xyz", referrer: "https://l.facebook.com/" }, pl)).toBe(
      "Meta (fbclid IwAR3xyz)",
    );
    expect(describeChannel({ msclkid: "5f0e1c" }, pl)).toBe("Microsoft Ads (msclkid 5f0e1c)");
  });

  it("prefers Google's click id when a visit carries two", () => {
    expect(describeChannel({ fbclid: "IwAR3xyz", gclid: "abc" }, pl)).toBe("Google Ads (gclid abc)");
  });

  it("names the utm source (and medium) of a tagged campaign", () => {
    expect(describeChannel({ utm_source: "newsletter", utm_medium: "email" }, pl)).toBe(
      "kampania oznaczona UTM: newsletter / email",
    );
    expect(describeChannel({ utm_source: "partner", referrer: "https://partner.pl/" }, pl)).toBe(
      "kampania oznaczona UTM: partner",
    );
  });

  it("tells organic search from a referral by the referrer's host", () => {
    expect(describeChannel({ referrer: "https://www.google.pl/" }, pl)).toBe("wyszukiwanie organiczne (google.pl)");
    expect(describeChannel({ referrer: "https://www.google.co.uk/search" }, pl)).toBe(
      "wyszukiwanie organiczne (google.co.uk)",
    );
    expect(describeChannel({ referrer: "https://duckduckgo.com/" }, pl)).toBe(
      "wyszukiwanie organiczne (duckduckgo.com)",
    );
    expect(describeChannel({ referrer: "https://www.bing.com/search?q=agencja" }, pl)).toBe(
      "wyszukiwanie organiczne (bing.com)",
    );
    expect(describeChannel({ referrer: "https://blog.example.com/post" }, pl)).toBe(
      "odesłanie z innej strony (blog.example.com)",
    );
    expect(describeChannel({ referrer: "https://googleusercontent.example.org/" }, pl)).toBe(
      "odesłanie z innej strony (googleusercontent.example.org)",
    );
  });

  it("calls a visit without a referrer, or from the site itself, direct", () => {
    expect(describeChannel({}, pl)).toBe("wejście bezpośrednie");
    expect(describeChannel({ landingPage: "/", referrer: "" }, pl)).toBe("wejście bezpośrednie");
    expect(describeChannel({ referrer: "https://www.northwave.pl/blog" }, pl, "northwave.pl")).toBe(
      "wejście bezpośrednie",
    );
    expect(describeChannel({ referrer: "not a url" }, pl)).toBe("wejście bezpośrednie");
  });
});
