import type { MDXComponents } from "mdx/types";
import type { ReactNode } from "react";
import type { StorageCategory } from "@/lib/consent/storage-registry";
import { RATE_LIMIT_WINDOW_MS } from "@/lib/contact/limits/rate-limit";
import { consentMode } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { legalFacts, type LegalFacts } from "@/lib/legal/facts";
import { site, type SocialProfile } from "@/lib/site/identity";
import { typesetFor } from "@/lib/typography";
import { LegalIdentity } from "./legal-identity";
import { prose } from "./prose";
import { StorageTable } from "./storage-table";

const bold = (chunks: ReactNode) => <strong className={prose.strong}>{chunks}</strong>;

/** Who runs each social platform the contact section may link, and for whom page statistics are a joint matter. */
const PLATFORMS: Record<SocialProfile, { operator: string; addendum: "metaAddendum" | "linkedinAddendum" }> = {
  facebook: { operator: "Meta Platforms Ireland Limited", addendum: "metaAddendum" },
  instagram: { operator: "Meta Platforms Ireland Limited", addendum: "metaAddendum" },
  linkedin: { operator: "LinkedIn Ireland Unlimited Company", addendum: "linkedinAddendum" },
};

/**
 * Components the legal MDX uses for facts kept in code or configuration: `<LegalName />`, `<CompanyIdentity />` (lib/site/identity.ts),
 * `<StorageTable category="…" />` (the storage registry), `<ConsentMode />` (what this build sends before consent),
 * the retention and recipients of leads as configured (`<KeptLeads />`, `<RateLimit />`, `<Fingerprint />`,
 * `<LeadRecipients />`) and the social profiles the site links (`<SocialProfiles />`, nothing without one). They render
 * synchronously, so a test can render a whole document for a configuration.
 */
export function legalExtras(
  locale: Locale,
  facts: LegalFacts = legalFacts(),
  social: Partial<Record<SocialProfile, string>> = site.social,
): MDXComponents {
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
    SocialProfiles: () => {
      const profiles = (Object.keys(PLATFORMS) as SocialProfile[]).filter((profile) => social[profile]);
      if (profiles.length === 0) return null;
      const unique = (values: string[]) => [...new Set(values)];
      const operators = unique(profiles.map((profile) => PLATFORMS[profile].operator));
      return (
        <ul className={prose.ul}>
          <li className={prose.li}>
            {t.rich("socialProfiles", {
              b: bold,
              where: new Intl.ListFormat(locale, { type: "disjunction" }).format(
                profiles.map((profile) => t(`social.${profile}`)),
              ),
              operators: operators.length,
              names: new Intl.ListFormat(locale).format(operators),
              addenda: unique(profiles.map((profile) => t(`social.${PLATFORMS[profile].addendum}`))).join("; "),
            })}
          </li>
        </ul>
      );
    },
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
