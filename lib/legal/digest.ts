import "server-only";
import { createHash } from "node:crypto";
import { storageRegistry } from "@/lib/consent/storage-registry";
import { routing, type Locale } from "@/lib/i18n/routing";
import plLegal from "@/messages/pl/legal.json";
import enLegal from "@/messages/en/legal.json";
import { getLegalDocument, legalSlugs, type LegalDocument } from "./document";

export const DIGESTS_FILE = "content/legal/digests.json";

/** Per document (`pl/privacy-policy`): the date it shows and the digest of its text on that date. */
export type RecordedDigests = Record<string, { updated: string; digest: string }>;

const words: Record<Locale, typeof plLegal> = { pl: plLegal, en: enLegal };

/** The words a component of the legal MDX renders into the document: part of its text, like the body. */
function componentWords(locale: Locale, component: string): unknown {
  const messages = words[locale];
  switch (component) {
    case "CompanyIdentity":
      return messages.LegalIdentity;
    case "ConsentMode":
      return messages.ConsentMode;
    case "StorageTable":
      return [
        messages.StorageTable,
        storageRegistry.map((e) => [e.name, e.kind, e.categories, e.provider, e.lifetime[locale], e.purpose[locale]]),
      ];
    case "KeptLeads":
    case "RateLimit":
    case "Fingerprint":
    case "LeadRecipients":
      return messages.LegalFacts;
    default:
      return null;
  }
}

export function legalDigest(locale: Locale, document: Pick<LegalDocument, "title" | "description" | "body">): string {
  const components = [...new Set([...document.body.matchAll(/<([A-Z]\w*)/g)].map((m) => m[1]!))].sort();
  const text = JSON.stringify([
    document.title,
    document.description,
    document.body,
    components.map((c) => [c, componentWords(locale, c)]),
  ]);
  return createHash("sha256").update(text).digest("hex");
}

export type DigestedDocument = { key: string; updated: string; digest: string };

export function currentDigests(): DigestedDocument[] {
  return routing.locales.flatMap((locale) =>
    legalSlugs.map((slug) => {
      const document = getLegalDocument(locale, slug);
      return { key: `${locale}/${slug}`, updated: document.updated, digest: legalDigest(locale, document) };
    }),
  );
}

const HOW =
  "A change of substance: set `updated:` in its front matter to the day of the change, then run `npm run legal:digests`. " +
  "A wording fix that changes nothing (a comma, a typo): `npm run legal:digests -- --wording` records the text and keeps the date.";

/** Why the recorded digests do not match the documents: empty when every date still belongs to its text. */
export function digestProblems(documents: DigestedDocument[], recorded: RecordedDigests): string[] {
  const problems: string[] = [];
  for (const { key, updated, digest } of documents) {
    const entry = recorded[key];
    if (!entry) problems.push(`${key}: no digest recorded. ${HOW}`);
    else if (entry.digest !== digest && entry.updated === updated)
      problems.push(`${key}: the text changed but its date (${updated}) did not. ${HOW}`);
    else if (entry.digest !== digest || entry.updated !== updated)
      problems.push(`${key}: the date or text changed; run \`npm run legal:digests\` to record them.`);
  }
  const known = new Set(documents.map((d) => d.key));
  for (const key of Object.keys(recorded))
    if (!known.has(key)) problems.push(`${key}: recorded, but there is no such document.`);
  return problems;
}
