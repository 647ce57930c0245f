import { Icon, type IconName } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { benefits, type BenefitKey } from "@/content/home";
import type { Locale } from "@/lib/i18n/routing";
import { HomeSection, type SectionWords } from "./home-section";

/** A benefit in a campaign page's own words. */
type OwnBenefit = { title: string; description: string; stat?: string; statLabel?: string; icon: IconName };

type Props = {
  locale: Locale;
  words?: SectionWords;
  /** The site's benefits by key, or the owner's own; the home page shows all of the site's. */
  items?: { site: readonly BenefitKey[] } | { own: readonly OwnBenefit[] };
  contactHref?: string;
};

export async function BenefitsSection({ locale, words, items, contactHref }: Props) {
  const t = await getTranslations({ locale, namespace: "Benefits" });
  const cards: OwnBenefit[] =
    items && "own" in items
      ? [...items.own]
      : benefits
          .filter(({ key }) => !items?.site.length || items.site.includes(key))
          .map(({ key, icon }) => ({
            icon,
            stat: t(`items.${key}.stat`),
            statLabel: t(`items.${key}.statLabel`),
            title: t(`items.${key}.title`),
            description: t(`items.${key}.description`),
          }));

  return (
    <HomeSection locale={locale} id="benefits" tinted t={t} words={words} cta={t} contactHref={contactHref}>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {cards.map(({ icon, stat, statLabel, title, description }) => (
          <li key={title} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-4">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name={icon} className="size-6" />
              </span>
              {(stat || statLabel) && (
                <p className="text-right">
                  <span className="block text-3xl font-extrabold tracking-tight text-brand-700">{stat}</span>
                  <span className="block text-xs font-semibold text-slate-600 uppercase">{statLabel}</span>
                </p>
              )}
            </div>
            <h3 className="mt-6 text-lg font-bold text-ink">{title}</h3>
            <p className="mt-2 text-slate-600">{description}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
