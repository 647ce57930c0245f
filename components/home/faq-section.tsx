import { getTranslations } from "next-intl/server";
import { faqItems } from "@/content/faq";
import type { Locale } from "@/lib/i18n/routing";
import { FaqIsland } from "./faq-island";
import { HomeSection } from "./home-section";

export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Faq" });
  const items = faqItems(locale);

  return (
    <HomeSection locale={locale} id="faq" tinted containerClassName="max-w-4xl" t={t}>
      <div className="mt-12">
        <FaqIsland items={items} />
      </div>
    </HomeSection>
  );
}
