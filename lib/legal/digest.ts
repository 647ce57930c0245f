import "server-only";
import { createHash } from "node:crypto";
import { CONSENT_VERSION } from "@/lib/consent/record";
import { storageRegistry } from "@/lib/consent/storage-registry";
import { RATE_LIMIT_WINDOW_MS } from "@/lib/contact/limits/rate-limit";
import { routing, type Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import plLegal from "@/messages/pl/legal.json";
import enLegal from "@/messages/en/legal.json";
import plConsent from "@/messages/pl/consent.json";
import enConsent from "@/messages/en/consent.json";
import { getLegalDocument, legalSlugs, type LegalDocument } from "./document";
import { RECEIVER_FACTS, renderedFacts, type RenderedFacts } from "./facts";

export const DIGESTS_FILE = "content/legal/digests.json";

/**
 * Per document (`pl/privacy-policy`): the date it shows, the digest of what it renders on that date and the
 * configuration facts it was signed with (lib/legal/signed-facts.ts holds a public build to them). `consent/banner`
 * ties CONSENT_VERSION to the banner's category texts the same way.
 */
export type RecordedDigests = Record<string, { updated: string; digest: string; facts?: Partial<RenderedFacts> }>;

/** The company's values the documents show (lib/site/identity.ts). */
type Identity = {
  name: string;
  legalName: string;
  email: string;
  taxId: string;
  address: { street: string; postalCode: string; city: string; country: string };
  registry: { court: Record<Locale, string>; krs: string; nip: string; regon: string; shareCapitalPln: number };
  social: Partial<Record<string, string>>;
};
/** The values a digest is taken with: the configuration facts (this environment's where unsaid) and the identity. */
type Values = { facts?: Partial<RenderedFacts>; identity?: Identity };

const words: Record<Locale, typeof plLegal> = { pl: plLegal, en: enLegal };

/** The configuration facts each component renders. */
const FACTS_OF: Record<string, (keyof RenderedFacts)[]> = {
  ConsentMode: ["consentMode"],
  KeptLeads: ["keepDays", "leadStore"],
  RateLimit: ["leadStore"],
  LeadRecipients: RECEIVER_FACTS,
};

/** The MDX components a text uses; a `<Name>` inside inline code is text, not a component. */
function componentsOf(body: string): string[] {
  const prose = body.replace(/`[^`\n]*`/g, "");
  return [...new Set([...prose.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!))].sort();
}

/** The configuration facts a document renders, picked from `facts`; undefined when it renders none. */
function documentFacts(body: string, facts: RenderedFacts): Partial<RenderedFacts> | undefined {
  const keys = [...new Set(componentsOf(body).flatMap((c) => FACTS_OF[c] ?? []))].sort();
  return keys.length > 0 ? Object.fromEntries(keys.map((key) => [key, facts[key]])) : undefined;
}

/** What a component of the legal MDX renders into the document: its words and the values it fills them with. */
function componentWords(locale: Locale, component: string, identity: Identity): unknown {
  const messages = words[locale];
  const { registry, address } = identity;
  switch (component) {
    case "LegalName":
      return identity.legalName;
    case "CompanyIdentity":
      return [
        messages.LegalIdentity,
        identity.legalName,
        address,
        registry.court[locale],
        registry.krs,
        registry.nip,
        registry.regon,
        registry.shareCapitalPln,
      ];
    case "Address":
      return address;
    case "Email":
      return identity.email;
    case "TaxId":
      return identity.taxId;
    case "ConsentMode":
      return messages.ConsentMode;
    case "StorageTable":
      return [
        messages.StorageTable,
        identity.name,
        storageRegistry.map((e) => [e.id, e.name, e.kind, e.categories, e.provider, e.lifetime[locale]]),
      ];
    case "RateLimit":
      return [messages.LegalFacts, RATE_LIMIT_WINDOW_MS];
    case "SocialProfiles":
      return [messages.LegalFacts, identity.social];
    case "KeptLeads":
    case "Fingerprint":
    case "LeadRecipients":
      return messages.LegalFacts;
    default:
      // A component the digest does not know would change the document unseen: name it here with what it renders.
      throw new Error(`legal digest: unknown component <${component}> (lib/legal/digest.ts, componentWords)`);
  }
}

/** The digest of everything a document renders: its text, its components' words, the company's identity and `facts`. */
export function legalDigest(
  locale: Locale,
  document: Pick<LegalDocument, "title" | "description" | "body">,
  { facts, identity = site }: Values = {},
): string {
  const components = componentsOf(document.body);
  const text = JSON.stringify([
    document.title,
    document.description,
    document.body,
    components.map((c) => [c, componentWords(locale, c, identity)]),
    documentFacts(document.body, { ...renderedFacts(), ...facts }) ?? null,
  ]);
  return createHash("sha256").update(text).digest("hex");
}

/** The words a visitor consents to: the banner's first layer and its categories, in both languages. */
export function consentTextsDigest(texts: unknown[] = [plConsent.CookieBanner, enConsent.CookieBanner]): string {
  const consented = (texts as (typeof plConsent.CookieBanner)[]).map(({ description, categories }) => [
    description,
    categories,
  ]);
  return createHash("sha256").update(JSON.stringify(consented)).digest("hex");
}

export type DigestedDocument = {
  key: string;
  updated: string;
  digest: string;
  facts?: Partial<RenderedFacts>;
  /** How to move its date. */
  how: string;
};

const HOW =
  "A change of substance: set `updated:` in its front matter to the day of the change, then run `npm run legal:digests`. " +
  "A wording fix that changes nothing (a comma, a typo): `npm run legal:digests -- --wording` records the text and keeps the date.";
const CONSENT_HOW =
  "A change of what a visitor consents to: set CONSENT_VERSION in lib/consent/record.ts to the day of the change (every " +
  "visitor is asked again), then run `npm run legal:digests`; a wording fix: `npm run legal:digests -- --wording`.";

/**
 * Each document's date, digest and facts as it renders now: with the facts recorded for it, `given` ones over them,
 * and this environment's for a fact it has none recorded of.
 */
export function currentDigests(
  { recorded = {}, given = {} }: { recorded?: RecordedDigests; given?: Partial<RenderedFacts> } = {},
  identity: Identity = site,
): DigestedDocument[] {
  const documents = routing.locales.flatMap((locale) =>
    legalSlugs.map((slug) => {
      const key = `${locale}/${slug}`;
      const document = getLegalDocument(locale, slug);
      const all = { ...renderedFacts(), ...recorded[key]?.facts, ...given };
      const facts = documentFacts(document.body, all);
      const digest = legalDigest(locale, document, { facts: all, identity });
      return { key, updated: document.updated, digest, ...(facts && { facts }), how: HOW };
    }),
  );
  return [
    ...documents,
    { key: "consent/banner", updated: CONSENT_VERSION, digest: consentTextsDigest(), how: CONSENT_HOW },
  ];
}

/** Why the recorded digests do not match the documents: empty when every date still belongs to its text. */
export function digestProblems(documents: DigestedDocument[], recorded: RecordedDigests): string[] {
  const problems: string[] = [];
  for (const { key, updated, digest, how } of documents) {
    const entry = recorded[key];
    if (!entry) problems.push(`${key}: no digest recorded. ${how}`);
    else if (entry.digest !== digest && entry.updated === updated)
      problems.push(`${key}: what it renders changed but its date (${updated}) did not. ${how}`);
    else if (entry.digest !== digest || entry.updated !== updated)
      problems.push(`${key}: the date or text changed; run \`npm run legal:digests\` to record them.`);
  }
  const known = new Set(documents.map((d) => d.key));
  for (const key of Object.keys(recorded))
    if (!known.has(key)) problems.push(`${key}: recorded, but there is no such document.`);
  return problems;
}
