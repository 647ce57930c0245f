import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import plConsent from "@/messages/pl/consent.json";
import enConsent from "@/messages/en/consent.json";
import { site } from "@/lib/site/identity";
import { getLegalDocument } from "./document";
import {
  consentTextsDigest,
  currentDigests,
  DIGESTS_FILE,
  digestProblems,
  legalDigest,
  type RecordedDigests,
} from "./digest";
import { renderedFacts } from "./facts";

const recorded = JSON.parse(readFileSync(DIGESTS_FILE, "utf8")) as RecordedDigests;

const SECRET = `whsec_${Buffer.alloc(32, 7).toString("base64")}`;

describe("the date of a legal document", () => {
  it("belongs to what it renders: each document's digest is the one recorded with its date and facts", () => {
    expect(digestProblems(currentDigests({ recorded }), recorded)).toEqual([]);
  });

  it("a changed text under an unchanged date fails; with a new date it asks to record it", () => {
    const documents = currentDigests({ recorded });
    const privacy = getLegalDocument("pl", "privacy-policy");
    const reworded = legalDigest("pl", { ...privacy, body: privacy.body.replace("12 miesięcy", "24 miesiące") });
    expect(reworded).not.toBe(legalDigest("pl", privacy));
    const changed = documents.map((d) => (d.key === "pl/privacy-policy" ? { ...d, digest: reworded } : d));
    expect(digestProblems(changed, recorded)).toEqual([
      expect.stringMatching(/^pl\/privacy-policy: what it renders changed but its date \(\d{4}-\d\d-\d\d\) did not/),
    ]);
    const redated = changed.map((d) => (d.key === "pl/privacy-policy" ? { ...d, updated: "2099-01-01" } : d));
    expect(digestProblems(redated, recorded)).toEqual([expect.stringContaining("run `npm run legal:digests`")]);
  });

  it("counts the words its components render: a policy's text changes with the messages they use", () => {
    const cookies = getLegalDocument("en", "cookie-policy");
    expect(cookies.body).toContain("<StorageTable");
    const plain = { ...cookies, body: cookies.body.replaceAll(/<StorageTable[^>]*\/>/g, "") };
    expect(legalDigest("en", plain)).not.toBe(legalDigest("en", cookies));
    expect(legalDigest("pl", cookies)).not.toBe(legalDigest("en", cookies));
  });

  it("counts the company's identity: filling in the real company data fails until the dates move", () => {
    const real = {
      ...site,
      legalName: "Fala Marketing sp. z o.o.",
      email: "biuro@fala.pl",
      address: { ...site.address, street: "ul. Hoża 51" },
      registry: { ...site.registry, krs: "0000123456" },
    };
    const problems = digestProblems(currentDigests({ recorded }, real), recorded);
    for (const key of ["privacy-policy", "terms-of-service", "cookie-policy"].flatMap((s) => [`pl/${s}`, `en/${s}`]))
      expect(problems).toContainEqual(expect.stringMatching(new RegExp(`^${key}: what it renders changed`)));
    // A social profile changes the privacy policy, which names its joint controller, and nothing else.
    const linked = { ...site, social: { linkedin: "https://www.linkedin.com/company/fala" } };
    const privacy = getLegalDocument("pl", "privacy-policy");
    expect(legalDigest("pl", privacy, { identity: linked })).not.toBe(legalDigest("pl", privacy));
    const plTerms = getLegalDocument("pl", "terms-of-service");
    expect(legalDigest("pl", plTerms, { identity: linked })).toBe(legalDigest("pl", plTerms));
    // One value alone is enough, in every document that shows it.
    const krsOnly = { ...site, registry: { ...site.registry, krs: "0000123456" } };
    const terms = getLegalDocument("en", "terms-of-service");
    expect(legalDigest("en", terms, { identity: krsOnly })).not.toBe(legalDigest("en", terms));
  });

  it("knows every component a legal text uses: one it does not know fails the digest instead of being skipped", () => {
    for (const document of currentDigests({ recorded })) expect(document.digest).toMatch(/^[0-9a-f]{64}$/);
    const privacy = getLegalDocument("pl", "privacy-policy");
    // A tag in inline code is text (`_ga_<ID>` names a cookie), and counts as the text it is.
    expect(privacy.body).toContain("`_ga_<ID>`");
    const added = { ...privacy, body: `${privacy.body}\n\n<PartnerList />\n` };
    expect(() => legalDigest("pl", added)).toThrow(/unknown component <PartnerList>/);
  });

  it("counts the configuration facts a document renders, and only those", () => {
    const privacy = getLegalDocument("pl", "privacy-policy");
    const terms = getLegalDocument("pl", "terms-of-service");
    const cookies = getLegalDocument("pl", "cookie-policy");
    const upstash = renderedFacts({ REDIS_URL: "rediss://default:pw@eu1-owl.upstash.io:6379" });
    const crm = renderedFacts({ LEAD_WEBHOOK_URL: "https://crm.example.pl/hook", LEAD_WEBHOOK_SECRET: SECRET });
    const slack = renderedFacts({ LEAD_NOTIFY_URL: "https://hooks.slack.com/services/T/B/X" });
    const week = renderedFacts({ LEADS_KEEP_DAYS: "7" });
    for (const facts of [upstash, crm, slack, week, { consentMode: "advanced" as const }])
      expect(legalDigest("pl", privacy, { facts })).not.toBe(legalDigest("pl", privacy));
    expect(legalDigest("pl", cookies, { facts: { consentMode: "advanced" } })).not.toBe(legalDigest("pl", cookies));
    expect(legalDigest("pl", cookies, { facts: upstash })).toBe(legalDigest("pl", cookies));
    expect(legalDigest("pl", terms, { facts: upstash })).toBe(legalDigest("pl", terms));
    // Recorded beside the digest: the privacy policy's facts, the cookie policy's consent mode, none for the terms.
    const documents = currentDigests({ recorded, given: upstash });
    const facts = (key: string) => documents.find((d) => d.key === key)?.facts;
    expect(facts("pl/privacy-policy")).toMatchObject({ leadStore: "redis", redisProvider: "Upstash" });
    expect(facts("en/cookie-policy")).toEqual({ consentMode: "basic" });
    expect(facts("en/terms-of-service")).toBeUndefined();
    expect(digestProblems(documents, recorded)).toEqual([
      expect.stringMatching(/^pl\/privacy-policy: what it renders changed/),
      expect.stringMatching(/^en\/privacy-policy: what it renders changed/),
    ]);
  });
});

describe("the version of the consent texts", () => {
  it("is recorded with the banner's texts, so changing what a visitor consents to fails until CONSENT_VERSION moves", () => {
    expect(recorded["consent/banner"]?.digest).toBe(consentTextsDigest());
    const changed = structuredClone(enConsent.CookieBanner);
    changed.categories.marketing.description += " We also share your phone number.";
    expect(consentTextsDigest([plConsent.CookieBanner, changed])).not.toBe(consentTextsDigest());
    const documents = currentDigests({ recorded }).map((d) =>
      d.key === "consent/banner" ? { ...d, digest: consentTextsDigest([plConsent.CookieBanner, changed]) } : d,
    );
    expect(digestProblems(documents, recorded)).toEqual([expect.stringContaining("set CONSENT_VERSION")]);
    // Labels that change nothing a visitor agrees to (a button's wording) are not part of it.
    const relabelled = { ...enConsent.CookieBanner, acceptAll: "Accept everything" };
    expect(consentTextsDigest([plConsent.CookieBanner, relabelled])).toBe(consentTextsDigest());
  });
});
