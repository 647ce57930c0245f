import { getMessages, getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { FaqIsland } from "./faq-island";
import { HomeSection } from "./home-section";

export async function FaqSection({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "Faq" });
  // The questions are the keys of Faq.items in messages/<locale>/home.json, in the file's order.
  const { items: words } = (await getMessages({ locale })).Faq;
  const questions = Object.keys(words) as (keyof typeof words)[];
  const items = questions.map((key) => ({ question: t(`items.${key}.question`), answer: t(`items.${key}.answer`) }));

  return (
    <HomeSection locale={locale} id="faq" tinted containerClassName="max-w-4xl" t={t}>
      <div className="mt-12">
        <FaqIsland items={items} />
      </div>
    </HomeSection>
  );
}
