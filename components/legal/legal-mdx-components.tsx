import NextLink from "next/link";
import type { ComponentProps } from "react";
import type { MDXComponents } from "mdx/types";
import type { Locale } from "@/lib/i18n/routing";
import { emailHref, site } from "@/lib/site/identity";
import { legalExtras } from "./legal-extras";

const linkClass = "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700";

function Link({ href = "", children, ...props }: ComponentProps<"a">) {
  if (href.startsWith("/")) {
    return (
      <NextLink href={href} className={linkClass}>
        {children}
      </NextLink>
    );
  }
  return (
    <a href={href} className={linkClass} {...props}>
      {children}
    </a>
  );
}

export function legalMdxComponents(locale: Locale): MDXComponents {
  const country = new Intl.DisplayNames([locale], { type: "region" }).of(site.address.country);
  return {
    h2: (props) => <h2 className="mt-12 text-2xl font-bold tracking-tight text-ink first:mt-0 sm:text-3xl" {...props} />,
    h3: (props) => <h3 className="mt-8 text-lg font-semibold text-ink" {...props} />,
    p: (props) => <p className="mt-4 leading-relaxed text-slate-700" {...props} />,
    ul: (props) => <ul className="mt-4 space-y-3" {...props} />,
    li: (props) => (
      <li
        className="relative pl-6 leading-relaxed text-slate-700 before:absolute before:top-[0.65em] before:left-1 before:size-1.5 before:rounded-full before:bg-brand-500"
        {...props}
      />
    ),
    strong: (props) => <strong className="font-semibold text-ink" {...props} />,
    code: (props) => (
      <code className="rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] break-words text-slate-800" {...props} />
    ),
    a: Link,
    Address: () => (
      <>{`${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${country}`}</>
    ),
    TaxId: () => <>{site.taxId}</>,
    Email: () => (
      <a href={emailHref} className={linkClass}>
        {site.email}
      </a>
    ),
    ...legalExtras(locale),
  };
}
