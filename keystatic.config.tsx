import { collection, config, fields, singleton } from "@keystatic/core";
import { wrapper } from "@keystatic/core/content-components";
import { campaigns } from "@/content/campaigns/keystatic";
import { articleLimits, SLUG_PATTERN, TRANSLATION_KEY_PATTERN } from "@/content/blog/limits";
import { FAQ_KEY_PATTERN, faqLimits } from "@/content/faq/limits";
import {
  PACKAGE_IDS,
  pricingLimits,
  promotionScheduleProblem,
  REGULAR_DAYS_BEFORE_PROMOTION,
} from "@/content/pricing/limits";
import { checkedObject } from "@/lib/keystatic/checked-object";
import type { AdminStorage } from "@/lib/keystatic/storage";
import { site } from "@/lib/site/identity";
import plHome from "@/messages/pl/home.json";

// The editor at /keystatic writes the files the site is built from: the articles (content/blog), the FAQ
// (content/faq/faq.json), the prices and the promotion (content/pricing/pricing.json), the campaign pages (content/campaigns). Each
// field refuses, before saving, what the build would refuse (each thing's limits.ts). The owner reads it in Polish.

const lowerCaseWords = "Małe litery bez polskich znaków, cyfry i\u00a0łączniki, np. podstawy-seo";

const articles = collection({
  label: "Artykuły",
  path: "content/blog/*",
  slugField: "title",
  format: { contentField: "body" },
  entryLayout: "content",
  columns: ["title", "language", "translationKey", "date"],
  schema: {
    title: fields.slug({
      name: {
        label: "Tytuł",
        description: `Od ${articleLimits.title.min} do ${articleLimits.title.max} znaków; wyszukiwarki pokazują zwykle około 60\u00a0pierwszych.`,
        validation: { isRequired: true, length: articleLimits.title },
      },
      slug: {
        label: "Adres artykułu",
        description: `Ostatnia część adresu strony (/blog/…). ${lowerCaseWords}.`,
        validation: { pattern: { regex: SLUG_PATTERN, message: lowerCaseWords } },
      },
    }),
    description: fields.text({
      label: "Opis",
      description: `Zajawka na liście artykułów i\u00a0w\u00a0wynikach wyszukiwania: od ${articleLimits.description.min} do ${articleLimits.description.max} znaków.`,
      multiline: true,
      validation: { isRequired: true, length: articleLimits.description },
    }),
    date: fields.date({
      label: "Data publikacji",
      defaultValue: { kind: "today" },
      validation: { isRequired: true },
    }),
    updated: fields.date({
      label: "Data aktualizacji",
      description: "Dzień ostatniej istotnej zmiany treści; puste pole oznacza datę publikacji.",
    }),
    category: fields.text({
      label: "Kategoria",
      description: "Jedna na artykuł, np. SEO albo Google Ads; według niej lista artykułów grupuje wpisy.",
      validation: { isRequired: true, length: articleLimits.category },
    }),
    tags: fields.array(
      fields.text({
        label: "Tag",
        validation: { isRequired: true, length: articleLimits.tag },
      }),
      {
        label: "Tagi",
        description: `Od ${articleLimits.tags.min} do ${articleLimits.tags.max}; trzy pierwsze widać przy tytule.`,
        itemLabel: (props) => props.value,
        validation: { length: articleLimits.tags },
      },
    ),
    author: fields.text({
      label: "Autor",
      description: "Zespół, który podpisuje artykuł, np. Zespół SEO.",
      validation: { isRequired: true, length: articleLimits.author },
    }),
    language: fields.select({
      label: "Język",
      options: [
        { label: "polski", value: "pl" },
        { label: "angielski", value: "en" },
      ],
      defaultValue: "pl",
    }),
    translationKey: fields.text({
      label: "Klucz tłumaczenia",
      description:
        "Ten sam w\u00a0artykule i\u00a0w\u00a0jego tłumaczeniu, inny niż w\u00a0pozostałych artykułach. Artykuł bez tłumaczenia ukaże się tylko w\u00a0swoim języku, a\u00a0przełącznik języka zaprowadzi z\u00a0niego do listy artykułów w\u00a0drugim języku; gdy zapiszesz tłumaczenie z\u00a0tym samym kluczem, obie wersje połączą się same. Tłumaczenie zaczniesz przyciskiem „Duplicate entry…” (Duplikuj wpis) w\u00a0zapisanym artykule: zmień język, tytuł i\u00a0adres, a\u00a0klucz zostaw bez zmian.",
      validation: { isRequired: true, pattern: { regex: TRANSLATION_KEY_PATTERN, message: lowerCaseWords } },
    }),
    readTime: fields.integer({
      label: "Czas czytania (minuty)",
      description: "Puste pole: policzymy go na podstawie długości tekstu.",
      validation: articleLimits.readTime,
    }),
    body: fields.mdx({
      label: "Treść",
      description: "Zacznij od nagłówka 2. stopnia: tytuł artykułu jest nagłówkiem 1. stopnia.",
      options: { heading: [2, 3, 4], image: false, codeBlock: false },
      components: {
        SeoAuditBox: wrapper({
          label: "Ramka: bezpłatny audyt SEO",
          description: "Zaproszenie na bezpłatny audyt z\u00a0przyciskiem do formularza kontaktowego.",
          schema: {
            title: fields.text({ label: "Nagłówek ramki", validation: { isRequired: true } }),
            cta: fields.text({ label: "Napis na przycisku", validation: { isRequired: true } }),
          },
          ContentView: ({ value, children }) => (
            <div style={{ padding: "0.75rem 1rem", borderLeft: "4px solid #2563eb" }}>
              <strong>{value.title}</strong>
              {children}
              <p style={{ fontWeight: 600 }}>{value.cta} →</p>
            </div>
          ),
        }),
      },
    }),
  },
});

const faqEntry = (language: string) =>
  fields.object(
    {
      question: fields.text({ label: "Pytanie", validation: { isRequired: true, length: faqLimits.question } }),
      answer: fields.text({
        label: "Odpowiedź",
        multiline: true,
        validation: { isRequired: true, length: faqLimits.answer },
      }),
    },
    { label: language },
  );

const faq = singleton({
  label: "FAQ",
  path: "content/faq/faq",
  format: "json",
  schema: {
    items: fields.array(
      fields.object({
        id: fields.text({
          label: "Klucz pytania",
          description:
            "Krótka nazwa, po której strony kampanii wybierają to pytanie, np. czas-realizacji; inna niż w\u00a0pozostałych pytaniach. Pytania wybranego na stronie kampanii nie usuwaj, dopóki go tam nie odznaczysz.",
          validation: { pattern: { regex: FAQ_KEY_PATTERN, message: lowerCaseWords } },
        }),
        pl: faqEntry("Po polsku"),
        en: faqEntry("Po angielsku"),
      }),
      {
        label: "Pytania i\u00a0odpowiedzi",
        description: "Każde pytanie w\u00a0obu językach; strona główna pokazuje je w\u00a0tej kolejności.",
        itemLabel: (props) => props.fields.pl.fields.question.value || "Nowe pytanie",
        validation: { length: faqLimits.items },
      },
    ),
  },
});

const pricedPackage = (id: (typeof PACKAGE_IDS)[number]) =>
  fields.object(
    {
      originalPrice: fields.integer({
        label: "Opłata miesięczna (zł netto)",
        description:
          "Cena regularna – taka, jaką faktycznie stosujesz poza promocją. Nie podnoś jej tuż przed promocją: przy obniżce strona podaje najniższą cenę z\u00a030\u00a0dni przed nią, czyli tę. Puste pole: wycena indywidualna.",
        validation: pricingLimits.fee,
      }),
      budgetSharePercent: fields.integer({
        label: "Procent budżetu reklamowego",
        description: "Doliczany do opłaty; puste pole: bez dopłaty.",
        validation: pricingLimits.budgetSharePercent,
      }),
      popular: fields.checkbox({
        label: "Najczęściej wybierany",
        description: "Zaznacz tylko wtedy, gdy ten pakiet rzeczywiście wybiera najwięcej klientów.",
      }),
    },
    { label: plHome.Pricing.packages[id].name, layout: [6, 6, 12] },
  );

const pricing = singleton({
  label: "Cennik i\u00a0promocja",
  path: "content/pricing/pricing",
  format: "json",
  schema: {
    packages: fields.object(
      {
        mini: pricedPackage("mini"),
        standard: pricedPackage("standard"),
        ecommerce: pricedPackage("ecommerce"),
        individual: pricedPackage("individual"),
      } satisfies Record<(typeof PACKAGE_IDS)[number], unknown>,
      { label: "Pakiety" },
    ),
    promotion: checkedObject(
      {
        discountPercent: fields.integer({
          label: "Rabat (%)",
          description: "Obniża stałą opłatę miesięczną pakietów z\u00a0ceną, nie procent od budżetu reklamowego.",
          validation: { isRequired: true, ...pricingLimits.discountPercent },
        }),
        months: fields.integer({
          label: "Liczba pierwszych miesięcy z\u00a0rabatem",
          validation: { isRequired: true, ...pricingLimits.months },
        }),
        firstDay: fields.date({
          label: "Pierwszy dzień promocji",
          description: `Od początku tego dnia (czasu polskiego) strona pokazuje promocję; najwcześniej ${REGULAR_DAYS_BEFORE_PROMOTION + 1}\u00a0dni po końcu poprzedniej.`,
          validation: { isRequired: true },
        }),
        lastDay: fields.date({
          label: "Ostatni dzień promocji",
          description:
            "Promocja trwa do końca tego dnia (czasu polskiego); następnego dnia strona sama pokaże ceny regularne. Nie wznawiaj promocji tuż po jej końcu: stała „promocja” wprowadza klientów w\u00a0błąd, a\u00a0cena regularna musi być ceną, którą naprawdę stosujesz.",
          validation: { isRequired: true },
        }),
        previousLastDay: fields.date({
          label: "Ostatni dzień poprzedniej promocji",
          description:
            "Gdy ustawiasz nowy pierwszy dzień po końcu zapisanej promocji, edytor sam przepisze tu jej ostatni dzień. Puste pole: wcześniej nie było promocji.",
        }),
      },
      {
        label: "Promocja dla nowych klientów",
        description:
          "Dla firm, które zawierają z\u00a0nami pierwszą umowę w\u00a0czasie promocji; strona podaje jej warunki sama.",
        layout: [6, 6, 6, 6, 12],
        problem: (promotion) => promotionScheduleProblem(promotion),
        // A new promotion starts after the one the file holds: that one becomes the previous promotion.
        adjust: (next, opened) =>
          opened.lastDay &&
          next.firstDay &&
          next.firstDay > opened.lastDay &&
          (!next.previousLastDay || next.previousLastDay < opened.lastDay)
            ? { ...next, previousLastDay: opened.lastDay }
            : next,
      },
    ),
  },
});

/** The editor's configuration with the storage the server chose (lib/keystatic/storage.ts). */
export function keystaticConfig(storage: AdminStorage) {
  return config({
    storage,
    locale: "pl-PL",
    ui: {
      brand: { name: site.name },
      navigation: { Treści: ["articles", "faq"], Oferta: ["pricing"], Reklamy: ["campaigns"] },
    },
    collections: { articles, campaigns },
    singletons: { faq, pricing },
  });
}
