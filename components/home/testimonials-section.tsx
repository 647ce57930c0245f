import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Locale } from "@/lib/i18n/routing";

export async function TestimonialsSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Testimonials" });
  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading id="testimonials-title" title={t("title")} subtitle={t("subtitle")} />
      </Container>
    </section>
  );
}
