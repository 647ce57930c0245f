import { BarChart3, Eye, Gauge, ShieldCheck, Target, TrendingUp } from "lucide-react";
import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Locale } from "@/lib/i18n/routing";
import { href, section } from "@/lib/site-map";
import { CtaBanner } from "./cta-banner";

const benefits = [
  { key: "growth", icon: TrendingUp },
  { key: "conversion", icon: Target },
  { key: "visibility", icon: Eye },
  { key: "credibility", icon: ShieldCheck },
  { key: "efficiency", icon: Gauge },
  { key: "insights", icon: BarChart3 },
] as const;

export async function BenefitsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Benefits" });

  return (
    <section id="benefits" aria-labelledby="benefits-title" className="bg-slate-50 py-20 sm:py-28">
      <Container>
        <SectionHeading id="benefits-title" eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")} />
        <ul className="mt-14 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {benefits.map(({ key, icon: Icon }) => (
            <li key={key} className="rounded-3xl bg-white p-8 shadow-sm ring-1 ring-slate-200">
              <div className="flex items-start justify-between gap-4">
                <span className="flex size-12 items-center justify-center rounded-2xl bg-brand-50 text-brand-700">
                  <Icon aria-hidden className="size-6" />
                </span>
                <p className="text-right">
                  <span className="block text-3xl font-extrabold tracking-tight text-brand-700">{t(`items.${key}.stat`)}</span>
                  <span className="block text-xs font-semibold text-slate-600 uppercase">{t(`items.${key}.statLabel`)}</span>
                </p>
              </div>
              <h3 className="mt-6 text-lg font-bold text-ink">{t(`items.${key}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`items.${key}.description`)}</p>
            </li>
          ))}
        </ul>
        <CtaBanner
          title={t("cta.title")}
          text={t("cta.text")}
          button={t("cta.button")}
          href={href(locale, section("contact"))}
        />
      </Container>
    </section>
  );
}
