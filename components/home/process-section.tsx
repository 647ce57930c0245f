import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { HomeSection, type SectionWords } from "./home-section";

const steps = ["consult", "strategy", "execution", "optimization"] as const;

export async function ProcessSection({ locale, words }: { locale: Locale; words?: SectionWords }) {
  const t = await getTranslations({ locale, namespace: "Process" });

  return (
    <HomeSection locale={locale} id="process" t={t} words={words}>
      <div className="relative mt-14">
        <div
          aria-hidden
          className="absolute top-8 right-[12%] left-[12%] hidden h-0.5 bg-gradient-to-r from-brand-200 via-brand-400 to-brand-200 lg:block"
        />
        <ol className="relative grid gap-8 md:grid-cols-2 lg:grid-cols-4">
          {steps.map((step, index) => (
            <li key={step} className="relative text-center">
              <span className="relative mx-auto flex size-16 items-center justify-center rounded-2xl bg-brand-600 text-2xl font-extrabold text-white shadow-lg ring-8 shadow-brand-600/30 ring-white">
                {index + 1}
              </span>
              <h3 className="mt-6 text-lg font-bold text-ink">{t(`steps.${step}.title`)}</h3>
              <p className="mt-2 text-slate-600">{t(`steps.${step}.description`)}</p>
            </li>
          ))}
        </ol>
      </div>
    </HomeSection>
  );
}
