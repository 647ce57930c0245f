import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import { GoogleTags } from "@/components/tracking/google-tags";
import { CookieConsent } from "@/components/consent/cookie-consent";
import type { Locale } from "@/lib/i18n/routing";
import { PageRuntime } from "./page-runtime";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

type Props = { locale: Locale; children: ReactNode; languagePaths?: Record<Locale, string> };

export async function PageShell({ locale, children, languagePaths }: Props) {
  const t = await getTranslations({ locale, namespace: "Header" });
  return (
    <>
      <a
        href="#main"
        className="sr-only z-[60] rounded-lg bg-brand-700 px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {t("skipToContent")}
      </a>
      <SiteHeader locale={locale} languagePaths={languagePaths} />
      <main id="main" tabIndex={-1} className="pt-20 outline-none md:pt-28">
        {children}
      </main>
      <SiteFooter locale={locale} />
      <CookieConsent locale={locale} />
      <GoogleTags />
      <PageRuntime />
    </>
  );
}
