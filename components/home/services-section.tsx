import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { href, route } from "@/lib/site-map";
import { HomeSection } from "./home-section";

const services = [
  { key: "website", page: "websiteDevelopment", icon: "Code2", features: ["items.website.features.responsive", "items.website.features.seo", "items.website.features.speed", "items.website.features.cms"] },
  { key: "googleAds", page: "googleAds", icon: "Search", features: ["items.googleAds.features.keywords", "items.googleAds.features.optimization", "items.googleAds.features.abTests", "items.googleAds.features.reporting"] },
  { key: "metaAds", page: "metaAds", icon: "Megaphone", features: ["items.metaAds.features.targeting", "items.metaAds.features.creatives", "items.metaAds.features.pixel", "items.metaAds.features.tracking"] },
] as const;

export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Services" });

  return (
    <HomeSection locale={locale} id="services" t={t} cta={t}>
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {services.map(({ key, page, icon, features }) => {
          const title = t(`items.${key}.title`);
          return (
            <li
              key={key}
              className="group flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm transition-shadow hover:shadow-xl hover:shadow-slate-900/5"
            >
              <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg shadow-brand-600/30">
                <Icon name={icon} className="size-7" />
              </span>
              <h3 className="mt-6 text-xl font-bold text-ink">{title}</h3>
              <p className="mt-3 text-slate-600">{t(`items.${key}.description`)}</p>
              <ul className="check-list mt-6 space-y-3">
                {features.map((feature) => (
                  <li key={feature} className="flex gap-3 text-sm text-slate-700">
                    {t(feature)}
                  </li>
                ))}
              </ul>
              <NextLink
                href={href(locale, route(page))}
                className="mt-8 inline-flex items-center gap-2 self-start rounded-lg font-semibold text-brand-700 hover:text-brand-800"
              >
                {t("learnMore")}
                <span className="sr-only">{t("learnMoreAbout", { service: title })}</span>
                <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
              </NextLink>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
