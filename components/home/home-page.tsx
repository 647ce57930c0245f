import type { Locale } from "@/lib/i18n/routing";
import { BenefitsSection } from "./benefits-section";
import { ContactSection } from "./contact-section";
import { FaqSection } from "./faq-section";
import { Hero } from "./hero";
import { PricingSection } from "./pricing-section";
import { ProcessSection } from "./process-section";
import { ServicesSection } from "./services-section";
import { TestimonialsSection } from "./testimonials-section";

type Props = { locale: Locale; now: Date };

export function HomePage({ locale, now }: Props) {
  return (
    <>
      <Hero locale={locale} />
      <ServicesSection locale={locale} />
      <BenefitsSection locale={locale} />
      <ProcessSection locale={locale} />
      <PricingSection locale={locale} now={now} />
      <TestimonialsSection locale={locale} />
      <FaqSection locale={locale} />
      <ContactSection locale={locale} />
    </>
  );
}
