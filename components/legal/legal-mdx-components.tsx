import NextLink from "next/link";
import type { ComponentProps } from "react";
import type { MDXComponents } from "mdx/types";
import type { Locale } from "@/lib/i18n/routing";
import type { LegalFacts } from "@/lib/legal/facts";
import { emailHref, site, type SocialProfile } from "@/lib/site/identity";
import { legalExtras } from "./legal-extras";
import { prose } from "./prose";

function Link({ href = "", children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/")) {
    return (
      <NextLink href={href} className={prose.link}>
        {children}
      </NextLink>
    );
  }
  return (
    <a href={href} className={prose.link} {...props}>
      {children}
    </a>
  );
}

export function legalMdxComponents(
  locale: Locale,
  facts?: LegalFacts,
  social?: Partial<Record<SocialProfile, string>>,
): MDXComponents {
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(site.address.country);
  return {
    h2: (props) => (
      <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink first:mt-0 sm:text-3xl" {...props} />
    ),
    h3: (props) => <h3 className="mt-8 text-lg font-semibold text-ink" {...props} />,
    p: (props) => <p className={prose.p} {...props} />,
    ul: (props) => <ul className={prose.ul} {...props} />,
    li: (props) => <li className={prose.li} {...props} />,
    strong: (props) => <strong className={prose.strong} {...props} />,
    code: (props) => <code className={prose.code} {...props} />,
    a: Link,
    Address: () => <>{`${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${country}`}</>,
    TaxId: () => <>{site.taxId}</>,
    Email: () => (
      <a href={emailHref} className={prose.link}>
        {site.email}
      </a>
    ),
    ...legalExtras(locale, facts, social),
  };
}
