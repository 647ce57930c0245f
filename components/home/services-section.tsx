import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import { services } from "@/content/services/registry";
import type { Locale } from "@/lib/i18n/routing";
import { href } from "@/lib/site/map";
import { HomeSection } from "./home-section";

export async function ServicesSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Services" });
  const cards = await Promise.all(
    services.map(async (service) => {
      const words = await getTranslations({ locale, namespace: service.namespace });
      return {
        path: service.path,
        icon: service.cardIcon,
        title: words("card.title"),
        description: words("card.description"),
        // The features are an object of messages; t.raw's types admit leaf keys only.
        features: Object.values(words.raw("card.features" as never) as Record<string, string>),
      };
    }),
  );

  return (
    <HomeSection locale={locale} id="services" t={t} cta={t}>
      <ul className="mt-14 grid gap-6 lg:grid-cols-3">
        {cards.map(({ path, icon, title, description, features }) => (
          <li
            key={path}
            className="group flex flex-col rounded-3xl border border-slate-200 bg-white p-8 shadow-sm transition-shadow hover:shadow-xl hover:shadow-slate-900/5"
          >
            <span className="flex size-14 items-center justify-center rounded-2xl bg-brand-600 text-white shadow-lg shadow-brand-600/30">
              <Icon name={icon} className="size-7" />
            </span>
            <h3 className="mt-6 text-xl font-bold text-ink">{title}</h3>
            <p className="mt-3 text-slate-600">{description}</p>
            <ul className="check-list mt-6 space-y-3">
              {features.map((feature) => (
                <li key={feature} className="flex gap-3 text-sm text-slate-700">
                  {feature}
                </li>
              ))}
            </ul>
            <NextLink
              href={href(locale, path)}
              className="mt-8 inline-flex items-center gap-2 self-start rounded-lg font-semibold text-brand-700 hover:text-brand-800"
            >
              {t("learnMore")}
              <span className="sr-only">{t("learnMoreAbout", { service: title })}</span>
              <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
            </NextLink>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
