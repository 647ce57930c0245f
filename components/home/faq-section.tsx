import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Locale } from "@/lib/i18n/routing";
import { FaqAccordion } from "./faq-accordion";

const questions = ["services", "duration", "budget", "start"] as const;

export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Faq" });
  const items = questions.map((key) => ({ question: t(`items.${key}.question`), answer: t(`items.${key}.answer`) }));

  return (
    <section id="faq" aria-labelledby="faq-title" className="bg-slate-50 py-20 sm:py-28">
      <Container className="max-w-4xl">
        <SectionHeading id="faq-title" eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")} />
        <div className="mt-12">
          <FaqAccordion items={items} />
        </div>
      </Container>
    </section>
  );
}
