import { collection, fields } from "@keystatic/core";
import { languageField } from "@/lib/keystatic/language-field";
import { wrapper } from "@keystatic/core/content-components";
import { articleLimits, SLUG_PATTERN, TRANSLATION_KEY_PATTERN } from "./limits";

// The editor's "Artykuły": one entry per article and language, an .mdx file of this folder. Each field refuses before
// saving what schema.ts refuses at build. The owner reads it in Polish.

const lowerCaseWords = "Małe litery bez polskich znaków, cyfry i\u00a0łączniki, np. podstawy-seo";

export const articles = collection({
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
    language: languageField(),
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
