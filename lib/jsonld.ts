import { siteUrl } from "./env";
import { site } from "@/lib/site/identity";
import { pricingAt } from "./pricing";
import { absoluteUrl } from "./metadata";
import { href, route } from "@/lib/site/map";
import type { Locale } from "@/lib/i18n/routing";

export const organizationId = `${siteUrl}/#organization`;
const websiteId = `${siteUrl}/#website`;

const postalAddress = {
  "@type": "PostalAddress",
  streetAddress: site.address.street,
  postalCode: site.address.postalCode,
  addressLocality: site.address.city,
  addressCountry: site.address.country,
};

export function organizationJsonLd(description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    "@id": organizationId,
    name: site.name,
    legalName: site.legalName,
    url: `${siteUrl}/`,
    logo: absoluteUrl("/icon.png"),
    email: site.email,
    telephone: site.phone,
    description,
    address: postalAddress,
    foundingDate: String(site.foundingYear),
    areaServed: { "@type": "Country", name: "Poland" },
    contactPoint: {
      "@type": "ContactPoint",
      contactType: "sales",
      email: site.email,
      telephone: site.phone,
      availableLanguage: ["Polish", "English"],
    },
  };
}

export function localBusinessJsonLd(locale: Locale, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "ProfessionalService",
    "@id": `${siteUrl}/#localbusiness`,
    name: site.name,
    url: absoluteUrl(href(locale, route("home"))),
    image: absoluteUrl("/images/hero-dashboard.webp"),
    email: site.email,
    telephone: site.phone,
    description,
    priceRange: priceRange(),
    address: postalAddress,
    parentOrganization: { "@id": organizationId },
    openingHoursSpecification: [
      {
        "@type": "OpeningHoursSpecification",
        dayOfWeek: site.openingHours.days,
        opens: site.openingHours.opens,
        closes: site.openingHours.closes,
      },
    ],
  };
}

export function websiteJsonLd(locale: Locale) {
  return {
    "@context": "https://schema.org",
    "@type": "WebSite",
    "@id": websiteId,
    name: site.name,
    url: absoluteUrl(href(locale, route("home"))),
    inLanguage: locale,
    publisher: { "@id": organizationId },
  };
}

export function serviceJsonLd(locale: Locale, path: string, name: string, description: string) {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name,
    description,
    serviceType: name,
    url: absoluteUrl(href(locale, path)),
    inLanguage: locale,
    provider: { "@type": "Organization", "@id": organizationId, name: site.name, url: `${siteUrl}/` },
    areaServed: { "@type": "Country", name: "Poland" },
  };
}

export function breadcrumbJsonLd(items: { name: string; path: string }[]) {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: items.map((item, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: item.name,
      item: absoluteUrl(item.path),
    })),
  };
}

/** Includes the promotion's fees while it runs: the home page is regenerated daily, so the range follows its end. */
function priceRange(now: Date = new Date()): string {
  const fees = pricingAt(now)
    .packages.flatMap((p) => [p.currentPrice, p.struckPrice])
    .filter((fee): fee is number => fee !== null);
  return `${Math.min(...fees)}-${Math.max(...fees)} PLN`;
}
