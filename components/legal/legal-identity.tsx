import { getFormatter, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { typesetFor } from "@/lib/typography";

export async function LegalIdentity({ locale, variant }: { locale: Locale; variant: "full" | "short" }) {
  const t = await getTranslations({ locale, namespace: "LegalIdentity" });
  const format = await getFormatter({ locale });
  const { registry, address } = site;
  const text = t(variant, {
    legalName: site.legalName,
    city: address.city,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    court: registry.court[locale],
    krs: registry.krs,
    nip: registry.nip,
    regon: registry.regon,
    capital: format.number(registry.shareCapitalPln, { style: "currency", currency: "PLN", minimumFractionDigits: 2 }),
  });
  // The values (the company name's "sp. z o.o.") are not typeset with the message.
  return <>{typesetFor(locale, text)}</>;
}
