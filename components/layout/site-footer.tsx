import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { emailHref, phoneHref, phoneText, site } from "@/lib/site/identity";
import { href, route, section } from "@/lib/site/map";
import { CookieSettingsButton } from "@/components/consent/cookie-settings-button";
import { LegalIdentity } from "@/components/legal/legal-identity";
import { serviceLinks } from "@/components/services/service-links";
import { BrandLogo } from "./brand-logo";

const columns = [
  {
    title: "company",
    links: [
      [section("process"), "companyLinks.process"],
      [section("faq"), "companyLinks.faq"],
      [route("blog"), "companyLinks.blog"],
    ],
  },
  {
    title: "legal",
    links: [
      [route("privacyPolicy"), "legalLinks.privacy"],
      [route("termsOfService"), "legalLinks.terms"],
      [route("cookiePolicy"), "legalLinks.cookies"],
    ],
  },
] as const;

const linkClass = "rounded text-sm text-slate-300 transition-colors hover:text-white";

function Column({ title, links }: { title: string; links: { href: string; label: string }[] }) {
  return (
    <div>
      <h2 className="text-sm font-semibold tracking-wide text-white uppercase">{title}</h2>
      <ul className="mt-4 space-y-3">
        {links.map((link) => (
          <li key={link.href}>
            <NextLink href={link.href} prefetch={false} className={linkClass}>
              {link.label}
            </NextLink>
          </li>
        ))}
      </ul>
    </div>
  );
}

export async function SiteFooter({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Footer" });
  const tHeader = await getTranslations({ locale, namespace: "Header" });
  const tConsent = await getTranslations({ locale, namespace: "CookieBanner" });

  return (
    <footer className="bg-slate-950 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-16 sm:px-6 md:grid-cols-2 lg:grid-cols-5 lg:px-8">
        <div className="lg:col-span-2">
          <BrandLogo href={href(locale, route("home"))} label={tHeader("homeLabel", { brand: site.name })} inverted />
          <p className="mt-4 max-w-sm text-sm leading-relaxed text-slate-300">{t("about")}</p>
          <address className="mt-6 space-y-3 text-sm not-italic">
            <a href={emailHref} className={`${linkClass} flex items-center gap-2`}>
              <Icon name="Mail" className="size-4 text-brand-300" /> {site.email}
            </a>
            <a href={phoneHref} className={`${linkClass} flex items-center gap-2`}>
              <Icon name="Phone" className="size-4 text-brand-300" /> {phoneText}
            </a>
            <p className="flex items-center gap-2">
              <Icon name="MapPin" className="size-4 text-brand-300" /> {t("country")}
            </p>
          </address>
        </div>
        <Column title={t("services")} links={await serviceLinks(locale)} />
        {columns.map((column) => (
          <Column
            key={column.title}
            title={t(column.title)}
            links={column.links.map(([target, label]) => ({ href: href(locale, target), label: t(label) }))}
          />
        ))}
      </div>
      <div className="border-t border-white/10">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-sm text-slate-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          <div className="space-y-1">
            <p>{t("copyright", { brand: site.name, year: String(new Date().getFullYear()) })}</p>
            <p className="text-xs text-slate-400">
              <LegalIdentity locale={locale} variant="short" />
            </p>
          </div>
          <CookieSettingsButton
            label={tConsent("settings")}
            className={`${linkClass} self-start underline-offset-4 hover:underline sm:self-auto`}
          />
        </div>
      </div>
    </footer>
  );
}
