import type { CampaignPage as Page } from "@/content/campaigns/schema";
import { BenefitsSection } from "@/components/home/benefits-section";
import { ContactSection } from "@/components/home/contact-section";
import { FaqSection } from "@/components/home/faq-section";
import { Hero } from "@/components/home/hero";
import { PricingSection } from "@/components/home/pricing-section";
import { ProcessSection } from "@/components/home/process-section";
import { TestimonialsSection } from "@/components/home/testimonials-section";

type Props = { page: Page; now: Date };

/** A campaign page: the home page's sections, in the owner's order and words; every call to action leads to its form. */
export function CampaignPage({ page, now }: Props) {
  const locale = page.language;
  const hasForm = page.sections.some((section) => section.discriminant === "contact");
  // Without a form of its own, the page's buttons lead to the home page's.
  const contactHref = hasForm ? `${page.path}#contact` : undefined;
  return page.sections.map((section) => {
    switch (section.discriminant) {
      case "hero":
        return <Hero key="hero" locale={locale} words={section.value} contactHref={contactHref} />;
      case "benefits": {
        const { items, ...words } = section.value;
        const chosen = items.discriminant === "own" ? { own: items.value } : { site: items.value };
        return (
          <BenefitsSection key="benefits" locale={locale} words={words} items={chosen} contactHref={contactHref} />
        );
      }
      case "process":
        return <ProcessSection key="process" locale={locale} words={section.value} />;
      case "pricing": {
        const { packages, ...words } = section.value;
        return (
          <PricingSection
            key="pricing"
            locale={locale}
            now={now}
            words={words}
            only={packages}
            contactHref={contactHref}
          />
        );
      }
      case "faq": {
        const { questions, ...words } = section.value;
        return <FaqSection key="faq" locale={locale} words={words} questions={questions} />;
      }
      case "trust":
        return <TestimonialsSection key="trust" locale={locale} words={section.value} />;
      case "contact": {
        const { service, ...words } = section.value;
        const form = { service, path: page.path, landing: page.translationKey, adsLabel: page.adsConversionLabel };
        return <ContactSection key="contact" locale={locale} words={words} form={form} />;
      }
    }
  });
}
