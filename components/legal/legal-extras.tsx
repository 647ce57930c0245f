import type { MDXComponents } from "mdx/types";
import type { ReactNode } from "react";
import type { StorageCategory } from "@/lib/consent/storage-registry";
import { RATE_LIMIT_WINDOW_MS } from "@/lib/contact/limits/rate-limit";
import { consentMode } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { legalFacts, type LegalFacts } from "@/lib/legal/facts";
import { site } from "@/lib/site/identity";
import { typesetFor } from "@/lib/typography";
import { LegalIdentity } from "./legal-identity";
import { prose } from "./prose";
import { StorageTable } from "./storage-table";

const bold = (chunks: ReactNode) => <strong className={prose.strong}>{chunks}</strong>;

/**
 * Components the legal MDX uses for facts kept in code or configuration: `<LegalName />`, `<CompanyIdentity />` (lib/site/identity.ts),
 * `<StorageTable category="…" />` (the storage registry), `<ConsentMode />` (what this build sends before consent),
 * and the retention and recipients of leads as configured (`<KeptLeads />`, `<RateLimit />`, `<Fingerprint />`,
 * `<LeadRecipients />`). They render synchronously, so a test can render a whole document for a configuration.
 */
export function legalExtras(locale: Locale, facts: LegalFacts = legalFacts()): MDXComponents {
  const t = translator(locale, "LegalFacts");
  const store = facts.leadStore.kind;
  const recipients = facts.recipients.map(({ kind, name }) => t.rich(kind, { b: bold, name: name ?? "none" }));
  return {
    // The company name as typeset text ("sp. z o.o." must not break after the "z").
    LegalName: () => <>{typesetFor(locale, site.legalName)}</>,
    CompanyIdentity: () => <LegalIdentity locale={locale} variant="full" />,
    StorageTable: ({ category }: { category: StorageCategory }) => <StorageTable locale={locale} category={category} />,
    ConsentMode: () => <>{translator(locale, "ConsentMode")(consentMode)}</>,
    KeptLeads: () => (
      <>
        {t.rich("keptLeads", { b: bold, store, days: facts.keepDays })} {t("keptMetaEvent")}
      </>
    ),
    RateLimit: () => <>{t.rich("rateLimit", { b: bold, store, minutes: RATE_LIMIT_WINDOW_MS / 60_000 })}</>,
    Fingerprint: () => <>{t.rich("fingerprint", { b: bold })}</>,
    LeadRecipients: () =>
      recipients.length > 0 && (
        <ul className={prose.ul}>
          {recipients.map((text, index) => (
            <li key={index} className={prose.li}>
              {text}
            </li>
          ))}
        </ul>
      ),
  };
}
