import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { typesetFor } from "@/lib/typography";

/** The company's registry data (name, seat, court, KRS, NIP, REGON, share capital) from lib/site.ts. */
export async function LegalIdentity({ locale, variant }: { locale: Locale; variant: "full" | "short" }) {
  const t = await getTranslations({ locale, namespace: "LegalIdentity" });
  const { registry, address } = site;
  const capital = new Intl.NumberFormat(locale === "pl" ? "pl-PL" : "en-GB", {
    style: "currency",
    currency: "PLN",
    minimumFractionDigits: 2,
  }).format(registry.shareCapitalPln);
  const text = t(variant, {
        legalName: site.legalName,
        city: address.city,
        address: `${address.street}, ${address.postalCode} ${address.city}`,
        court: registry.court[locale],
        krs: registry.krs,
        nip: registry.nip,
        regon: registry.regon,
    capital,
  });
  // The values (the company name's "sp. z o.o.") are not typeset with the message.
  return <>{typesetFor(locale, text)}</>;
}
