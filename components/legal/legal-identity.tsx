import { formatNumber } from "@/lib/i18n/format";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { typesetFor } from "@/lib/typography";

export function LegalIdentity({ locale, variant }: { locale: Locale; variant: "full" | "short" }) {
  const t = translator(locale, "LegalIdentity");
  const { registry, address } = site;
  const text = t(variant, {
    legalName: site.legalName,
    address: `${address.street}, ${address.postalCode} ${address.city}`,
    court: registry.court[locale],
    krs: registry.krs,
    nip: registry.nip,
    regon: registry.regon,
    capital: formatNumber(locale, registry.shareCapitalPln, {
      style: "currency",
      currency: "PLN",
      minimumFractionDigits: 2,
    }),
  });
  // The values (the company name's "sp. z o.o.") are not typeset with the message.
  return <>{typesetFor(locale, text)}</>;
}
