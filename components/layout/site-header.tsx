import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { campaignSlugs } from "@/content/campaigns/pages";
import { articleSlugPairs } from "@/lib/blog/slug-pairs";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { href, mainNav, mainNavHref, route, section } from "@/lib/site/map";
import { buttonClasses } from "@/components/ui/button";
import { BrandLogo } from "./brand-logo";
import { ContactLinks } from "./contact-links";
import { HeaderFrame } from "./header-frame";
import { LanguageSwitcher } from "./language-switcher";
import { MobileMenu } from "./mobile-menu";

type Props = { locale: Locale; languagePaths?: Record<Locale, string> };

export async function SiteHeader({ locale, languagePaths }: Props) {
  const t = await getTranslations({ locale, namespace: "Header" });
  const contactLabels = {
    callLabel: t("callUs", { phone: site.phone }),
    emailLabel: t("emailUs", { email: site.email }),
  };
  const switcher = {
    locale,
    label: t("language"),
    switchLabels: {
      pl: t("switchTo", { language: t("languages.pl") }),
      en: t("switchTo", { language: t("languages.en") }),
    },
    ...(languagePaths ? { paths: languagePaths } : { articles: articleSlugPairs(), campaigns: campaignSlugs() }),
  };
  const navLinks = (className: string) =>
    mainNav.map((item) => (
      <li key={item}>
        <NextLink href={href(locale, mainNavHref(item))} prefetch={false} className={className}>
          {t(`nav.${item}`)}
        </NextLink>
      </li>
    ));
  const quote = (
    <NextLink
      href={href(locale, section("contact"))}
      prefetch={false}
      className={buttonClasses("primary", "md", "whitespace-nowrap")}
    >
      {t("getQuote")}
    </NextLink>
  );

  return (
    <HeaderFrame>
      <div className="hidden h-8 border-b border-slate-200/70 md:block">
        <div className="mx-auto flex h-full max-w-7xl items-center justify-end gap-4 px-4 sm:px-6 lg:px-8">
          <ContactLinks {...contactLabels} variant="compact" />
          <LanguageSwitcher {...switcher} />
        </div>
      </div>
      <div className="relative mx-auto flex h-20 max-w-7xl items-center justify-between gap-4 px-4 sm:px-6 lg:px-8 xl:gap-6">
        <BrandLogo href={href(locale, route("home"))} label={t("homeLabel", { brand: site.name })} />
        <nav aria-label={t("mainNav")} className="hidden lg:block">
          <ul className="flex items-center gap-1">
            {navLinks(
              "rounded-lg px-2 py-2 text-sm font-medium whitespace-nowrap xl:px-3 text-slate-700 transition-colors hover:bg-brand-50 hover:text-brand-700",
            )}
          </ul>
        </nav>
        <div className="flex items-center gap-2">
          <div className="hidden sm:block">{quote}</div>
          <MobileMenu openLabel={t("openMenu")} closeLabel={t("closeMenu")}>
            <nav aria-label={t("mainNav")} className="px-4 py-4 sm:px-6">
              <ul className="grid gap-1">
                {navLinks("block rounded-lg px-3 py-3 text-base font-medium text-slate-800 hover:bg-brand-50")}
              </ul>
              <div className="mt-4 flex flex-wrap items-center justify-between gap-4 border-t border-slate-200 pt-4">
                <ContactLinks {...contactLabels} variant="full" className="flex-wrap" />
                <LanguageSwitcher {...switcher} />
              </div>
              <NextLink
                href={href(locale, section("contact"))}
                prefetch={false}
                className={buttonClasses("primary", "lg", "mt-4 w-full")}
              >
                {t("getQuote")}
              </NextLink>
            </nav>
          </MobileMenu>
        </div>
      </div>
    </HeaderFrame>
  );
}
