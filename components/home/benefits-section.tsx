import { Icon, type IconName } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { HomeSection } from "./home-section";

const benefits = [
  { key: "growth", icon: "TrendingUp" },
  { key: "conversion", icon: "Target" },
  { key: "visibility", icon: "Eye" },
  { key: "credibility", icon: "ShieldCheck" },
  { key: "efficiency", icon: "Gauge" },
  { key: "insights", icon: "BarChart3" },
] as const satisfies readonly { key: string; icon: IconName }[];

export async function BenefitsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Benefits" });

  return (
    <HomeSection locale={locale} id="benefits" tinted t={t} cta={t}>
      <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {benefits.map(({ key, icon }) => (
          <li key={key} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
            <div className="flex items-start justify-between gap-4">
              <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                <Icon name={icon} className="size-6" />
              </span>
              <p className="text-right">
                <span className="block text-3xl font-extrabold tracking-tight text-brand-700">
                  {t(`items.${key}.stat`)}
                </span>
                <span className="block text-xs font-semibold text-slate-600 uppercase">
                  {t(`items.${key}.statLabel`)}
                </span>
              </p>
            </div>
            <h3 className="mt-6 text-lg font-bold text-ink">{t(`items.${key}.title`)}</h3>
            <p className="mt-2 text-slate-600">{t(`items.${key}.description`)}</p>
          </li>
        ))}
      </ul>
    </HomeSection>
  );
}
