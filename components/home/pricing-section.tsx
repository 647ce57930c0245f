import clsx from "clsx";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { formatDay, formatList, formatNumber } from "@/lib/i18n/format";
import { buttonClasses } from "@/components/ui/button";
import { promotion, type PricingPackage } from "@/content/pricing/pricing";
import type { Locale } from "@/lib/i18n/routing";
import { href, section } from "@/lib/site/map";
import { pricingAt } from "@/lib/pricing";
import { typesetFor } from "@/lib/typography";
import { TrackedLink } from "./tracked-link";
import { HomeSection, type SectionWords } from "./home-section";

type Props = {
  locale: Locale;
  now: Date;
  words?: SectionWords;
  /** The packages to show, in the price list's order; the home page shows them all. */
  only?: readonly PricingPackage["id"][];
  contactHref?: string;
};

// The price list's grid for as many packages as it shows, at most four columns wide.
const columns = ["", "mx-auto max-w-lg", "mx-auto max-w-4xl md:grid-cols-2", "md:grid-cols-2 lg:grid-cols-3"];

export async function PricingSection({ locale, now, words, only, contactHref }: Props) {
  const t = await getTranslations({ locale, namespace: "Pricing" });
  const { promotionActive, packages: all } = pricingAt(now);
  const packages = only?.length ? all.filter((pkg) => only.includes(pkg.id)) : all;
  // A package's features are an object of messages; t.raw's types admit leaf keys only.
  const features = (id: string) => Object.values(t.raw(`packages.${id}.features` as never) as Record<string, string>);
  // A price never breaks between its number and its currency, in either language.
  const money = (value: number) => `${formatNumber(locale, value)}\u00a0zł`;
  const lastDay = formatDay(locale, promotion.lastDay);
  const figures = { percent: promotion.discountPercent, months: promotion.months };
  // The promotion's terms name every package whose fee it cuts (a custom quote has none), chosen or not.
  const discounted = all.filter((pkg) => pkg.struckPrice !== null).map((pkg) => t(`packages.${pkg.id}.name`));
  const offer = { ...figures, count: discounted.length, packages: typesetFor(locale, formatList(locale, discounted)) };
  const contact = contactHref ?? href(locale, section("contact"));

  return (
    <HomeSection locale={locale} id="pricing" tinted t={t} words={words}>
      {promotionActive && (
        <div
          data-testid="promotion-banner"
          className="mx-auto mt-10 flex max-w-4xl flex-col items-center gap-4 rounded-3xl bg-gradient-to-r from-accent-600 to-accent-500 p-6 text-center text-white shadow-lg sm:flex-row sm:text-left"
        >
          <span className="flex size-16 shrink-0 items-center justify-center rounded-2xl bg-white/15 text-2xl font-black">
            {t("promotion.discount", figures)}
          </span>
          <div className="flex-1">
            <p className="inline-flex items-center gap-1 text-xs font-bold tracking-wide uppercase">
              <Icon name="Sparkles" className="size-4" /> {t("promotion.badge")}
            </p>
            <p className="mt-1 text-xl font-bold">{t("promotion.title", offer)}</p>
            <p className="mt-1 text-sm text-white/90">{t("promotion.subtitle", { ...figures, date: lastDay })}</p>
          </div>
          <p className="text-sm font-semibold">{t("promotion.validUntil", { date: lastDay })}</p>
        </div>
      )}

      <ul className="mt-8 flex flex-wrap justify-center gap-3">
        {(["noSetupFee", "freeConsultation", "noticePeriod"] as const).map((badge) => (
          <li
            key={badge}
            className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-2 text-sm font-semibold text-slate-700 shadow-sm ring-1 ring-slate-200"
          >
            <Icon name="Check" className="size-4 text-emerald-600" /> {t(`badges.${badge}`)}
          </li>
        ))}
      </ul>

      <ul className={clsx("mt-12 grid gap-6", columns[packages.length] ?? "md:grid-cols-2 xl:grid-cols-4")}>
        {packages.map((pkg) => {
          const name = t(`packages.${pkg.id}.name`);
          return (
            <li
              key={pkg.id}
              data-package={pkg.id}
              className={clsx(
                "relative flex flex-col rounded-3xl bg-white p-8 shadow-sm",
                pkg.popular ? "shadow-xl ring-2 shadow-brand-900/10 ring-brand-600" : "ring-1 ring-slate-200",
              )}
            >
              {pkg.popular && (
                <p className="absolute -top-3.5 left-1/2 -translate-x-1/2 rounded-full bg-brand-600 px-4 py-1 text-xs font-bold whitespace-nowrap text-white">
                  {t("popular")}
                </p>
              )}
              <h3 className="text-lg font-bold text-ink">{name}</h3>
              <p className="mt-2 min-h-12 text-sm text-slate-600">{t(`packages.${pkg.id}.description`)}</p>
              <div className="mt-6 min-h-24" data-testid="price">
                {pkg.currentPrice === null ? (
                  <p className="text-2xl font-extrabold text-ink">{t("customPrice")}</p>
                ) : (
                  <>
                    {pkg.struckPrice !== null && (
                      <p className="flex items-center gap-2 text-sm text-slate-600">
                        <span className="sr-only">{t("regularPrice")}:</span>
                        <s data-testid="regular-price">{money(pkg.struckPrice)}</s>
                        <span className="inline-flex items-center gap-1 rounded-full bg-accent-600 px-2 py-0.5 text-xs font-bold text-white">
                          <Icon name="BadgePercent" className="size-3" /> {t("promotion.discount", figures)}
                        </span>
                      </p>
                    )}
                    {pkg.lowestPrice !== null && (
                      <p className="mt-1 text-xs text-slate-600" data-testid="lowest-price">
                        {t("promotion.lowestPrice", { price: money(pkg.lowestPrice) })}
                      </p>
                    )}
                    <p className="mt-1">
                      <span className="text-4xl font-extrabold tracking-tight text-ink" data-testid="current-price">
                        {money(pkg.currentPrice)}
                      </span>{" "}
                      <span className="text-sm text-slate-600">{t("period")}</span>
                    </p>
                    {pkg.budgetSharePercent && (
                      <p className="mt-1 text-sm font-semibold text-brand-700">
                        {t("plusBudget", { percent: pkg.budgetSharePercent })}
                      </p>
                    )}
                  </>
                )}
              </div>
              <p className="mt-4 rounded-xl bg-slate-50 px-3 py-2 text-xs text-slate-600">
                <span className="font-semibold text-slate-700">{t("adBudget")}:</span>{" "}
                {t(`packages.${pkg.id}.budgetInfo`)}
              </p>
              <p className="mt-6 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("includes")}</p>
              <ul className="check-list mt-3 flex-1 space-y-2.5">
                {features(pkg.id).map((feature) => (
                  <li key={feature} className="flex gap-2.5 text-sm text-slate-700">
                    {feature}
                  </li>
                ))}
              </ul>
              <TrackedLink
                href={contact}
                tracking={{ pricing: { name, price: pkg.currentPrice } }}
                className={buttonClasses(pkg.popular ? "primary" : "secondary", "md", "mt-8 w-full")}
              >
                {pkg.currentPrice === null ? t("ctaCustom") : t("cta")}
              </TrackedLink>
            </li>
          );
        })}
      </ul>
    </HomeSection>
  );
}
