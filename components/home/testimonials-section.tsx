import { getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Locale } from "@/lib/i18n/routing";
import type { SectionWords } from "./home-section";

/** The trust line: who the agency works for. */
export async function TestimonialsSection({ locale, words }: { locale: Locale; words?: SectionWords }) {
  const t = await getTranslations({ locale, namespace: "Testimonials" });
  return (
    <section aria-labelledby="testimonials-title" className="py-20 sm:py-24">
      <Container>
        <SectionHeading
          id="testimonials-title"
          title={words?.title ?? t("title")}
          subtitle={words?.subtitle ?? t("subtitle")}
        />
      </Container>
    </section>
  );
}
