import { getTranslations } from "next-intl/server";
import { faqItems } from "@/content/faq/faq";
import type { Locale } from "@/lib/i18n/routing";
import { FaqIsland } from "./faq-island";
import { HomeSection, type SectionWords } from "./home-section";

/** `questions`: the keys of content/faq/faq.json to show, in its order; the home page shows every question. */
type Props = { locale: Locale; words?: SectionWords; questions?: readonly string[] };

export async function FaqSection({ locale, words, questions }: Props) {
  const t = await getTranslations({ locale, namespace: "Faq" });
  const items = faqItems(locale, questions?.length ? questions : undefined);

  return (
    <HomeSection locale={locale} id="faq" tinted containerClassName="max-w-4xl" t={t} words={words}>
      <div className="mt-12">
        <FaqIsland items={items} />
      </div>
    </HomeSection>
  );
}
