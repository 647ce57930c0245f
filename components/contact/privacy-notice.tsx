import NextLink from "next/link";
import type { ReactNode } from "react";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { href, route } from "@/lib/site/map";
import { typesetFor } from "@/lib/typography";

/** The form's layered notice: who answers, on what basis, what marketing consent adds, and the two documents. */
export function PrivacyNotice({ locale }: { locale: Locale }) {
  const t = translator(locale, "ContactForm");
  const link = (page: "privacyPolicy" | "termsOfService", chunks: ReactNode) => (
    <NextLink
      href={href(locale, route(page))}
      prefetch={false}
      className="font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
    >
      {chunks}
    </NextLink>
  );
  return (
    <>
      {t.rich("privacy", {
        controller: typesetFor(locale, site.legalName),
        link: (chunks) => link("privacyPolicy", chunks),
        terms: (chunks) => link("termsOfService", chunks),
      })}
    </>
  );
}
