import { getTranslations } from "next-intl/server";
import type { MDXRemoteProps } from "next-mdx-remote/rsc";
import type { StorageCategory } from "@/lib/consent/storage-registry";
import { consentMode } from "@/lib/env";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { typesetFor } from "@/lib/typography";
import { LegalIdentity } from "./legal-identity";
import { StorageTable } from "./storage-table";

async function ConsentModeNote({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "ConsentMode" });
  return <>{t(consentMode)}</>;
}

/** Facts the legal MDX quotes from code (lib/site/identity.ts, the storage registry, this build's consent mode). */
export function legalExtras(locale: Locale): MDXRemoteProps["components"] {
  return {
    // The company name as typeset text ("sp. z o.o." must not break after the "z").
    LegalName: () => <>{typesetFor(locale, site.legalName)}</>,
    CompanyIdentity: () => <LegalIdentity locale={locale} variant="full" />,
    StorageTable: ({ category }: { category: StorageCategory }) => <StorageTable locale={locale} category={category} />,
    ConsentMode: () => <ConsentModeNote locale={locale} />,
  };
}
