import { collection, fields } from "@keystatic/core";
import { languageField } from "@/lib/keystatic/language-field";
import faqData from "@/content/faq/faq.json";
import { benefits } from "@/content/home";
import { PACKAGE_IDS } from "@/content/pricing/limits";
import { services } from "@/content/services/registry";
import { ALL_SERVICES } from "@/lib/contact/lead/options";
import plContact from "@/messages/pl/contact.json";
import plHome from "@/messages/pl/home.json";
import plServices from "@/messages/pl/services.json";
import {
  ADDRESS_PATTERN,
  BENEFIT_ICONS,
  CAMPAIGN_KEY_PATTERN,
  campaignLimits as limits,
  CONVERSION_LABEL_PATTERN,
  NO_SERVICE,
} from "./limits";

// The editor's "Strony kampanii": one entry per page and language, built from the home page's sections with the
// owner's words. Each field refuses before saving what schema.ts refuses at build. The owner reads it in Polish.

const lowerCaseWords = "Małe litery bez polskich znaków, cyfry i\u00a0łączniki";
const empty = "puste pole: słowa strony głównej";

const heading = {
  title: fields.text({
    label: "Tytuł sekcji",
    description: `Do ${limits.sectionTitle.max} znaków; ${empty}.`,
    validation: { length: limits.sectionTitle },
  }),
  subtitle: fields.text({
    label: "Podtytuł sekcji",
    description: `Do ${limits.sectionSubtitle.max} znaków; ${empty}.`,
    multiline: true,
    validation: { length: limits.sectionSubtitle },
  }),
};

const benefitLabels: Record<string, { title: string }> = plHome.Benefits.items;
const iconNames: Record<(typeof BENEFIT_ICONS)[number], string> = {
  TrendingUp: "wykres wzrostu",
  Target: "tarcza strzelnicza",
  Eye: "oko",
  ShieldCheck: "tarcza z\u00a0ptaszkiem",
  Gauge: "wskaźnik",
  BarChart3: "wykres słupkowy",
};

const ownBenefit = fields.object({
  title: fields.text({ label: "Tytuł", validation: { isRequired: true, length: limits.benefitTitle } }),
  description: fields.text({
    label: "Opis",
    multiline: true,
    validation: { isRequired: true, length: limits.benefitDescription },
  }),
  stat: fields.text({
    label: "Liczba",
    description: "Np. 24\u00a0h; podaj tylko taką, którą możesz udowodnić. Puste pole: bez liczby.",
    validation: { length: limits.benefitStat },
  }),
  statLabel: fields.text({ label: "Podpis liczby", validation: { length: limits.benefitStatLabel } }),
  icon: fields.select({
    label: "Ikona",
    options: BENEFIT_ICONS.map((icon) => ({ label: iconNames[icon], value: icon })),
    defaultValue: BENEFIT_ICONS[0],
  }),
});

const faqOptions = faqData.items.map((item) => ({ label: item.pl.question, value: item.id }));
const knownQuestions = new Set(faqOptions.map((option) => option.value));
const questionsLabel = "Pytania";
const questionsHint = "Zaznacz pytania z\u00a0FAQ, w\u00a0kolejności FAQ; nic nie zaznaczysz: wszystkie.";
const goneMessage = (gone: readonly string[]) =>
  `Tych pytań nie ma już w\u00a0FAQ: ${gone.join(", ")}. Odznacz je, by zapisać stronę.`;

/**
 * The FAQ's questions by key. A key whose question was deleted from the FAQ stays listed, marked, so the owner can
 * untick it; the page is not saved until then.
 */
function faqQuestions() {
  const input = (options: typeof faqOptions) =>
    fields.multiselect({ label: questionsLabel, description: questionsHint, options });
  const base = input(faqOptions);
  const gone = (value: readonly string[]) => value.filter((key) => !knownQuestions.has(key));
  const parse = (value: unknown): readonly string[] => {
    if (value === undefined) return [];
    if (!Array.isArray(value) || !value.every((key) => typeof key === "string"))
      throw new Error("Pytania: lista kluczy pytań z\u00a0FAQ");
    return value;
  };
  const validate = (value: readonly string[]) => {
    if (gone(value).length > 0) throw new Error(goneMessage(gone(value)));
    return value;
  };
  return {
    ...base,
    Input(props: Parameters<typeof base.Input>[0]) {
      const missing = gone(props.value);
      const options = [...faqOptions, ...missing.map((key) => ({ label: `Usunięte z\u00a0FAQ: ${key}`, value: key }))];
      return (
        <>
          {input(options).Input(props)}
          {missing.length > 0 && <p style={{ color: "#b91c1c", fontWeight: 600 }}>{goneMessage(missing)}</p>}
        </>
      );
    },
    parse,
    validate,
    reader: { parse: (value: unknown) => validate(parse(value)) },
  };
}

const serviceOptions = [
  { label: "bez wyboru", value: NO_SERVICE },
  ...services.map((service) => ({ label: plServices[service.namespace].option, value: service.id })),
  { label: plContact.ContactForm.allServices, value: ALL_SERVICES },
];

const sections = fields.blocks(
  {
    hero: {
      label: "Nagłówek strony",
      itemLabel: (props) => `Nagłówek: ${props.fields.headline.value}`,
      schema: fields.object({
        headline: fields.text({
          label: "Nagłówek",
          description: "Obietnica reklamy, jej słowami; nagłówek 1. stopnia strony.",
          validation: { isRequired: true, length: limits.headline },
        }),
        highlight: fields.text({
          label: "Wyróżniony dopisek",
          description: "Dalszy ciąg nagłówka w\u00a0kolorze marki; puste pole: bez dopisku.",
          validation: { length: limits.highlight },
        }),
        subline: fields.text({
          label: "Podtytuł",
          multiline: true,
          validation: { isRequired: true, length: limits.subline },
        }),
        button: fields.text({
          label: "Napis na przycisku",
          description: "Przycisk przewija do formularza kontaktowego strony.",
          validation: { isRequired: true, length: limits.button },
        }),
      }),
    },
    benefits: {
      label: "Korzyści",
      schema: fields.object({
        ...heading,
        items: fields.conditional(
          fields.select({
            label: "Korzyści",
            options: [
              { label: "wybrane z\u00a0naszych", value: "site" },
              { label: "własne", value: "own" },
            ],
            defaultValue: "site",
          }),
          {
            site: fields.multiselect({
              label: "Nasze korzyści",
              description: "Nic nie zaznaczysz: wszystkie sześć.",
              options: benefits.map(({ key }) => ({ label: benefitLabels[key]!.title, value: key })),
            }),
            own: fields.array(ownBenefit, {
              label: "Własne korzyści",
              description: `Od ${limits.ownBenefits.min} do ${limits.ownBenefits.max}.`,
              itemLabel: (props) => props.fields.title.value || "Nowa korzyść",
              validation: { length: limits.ownBenefits },
            }),
          },
        ),
      }),
    },
    process: { label: "Jak pracujemy", schema: fields.object(heading) },
    pricing: {
      label: "Cennik",
      schema: fields.object({
        ...heading,
        packages: fields.multiselect({
          label: "Pakiety",
          description: "Nic nie zaznaczysz: wszystkie. Promocja jak na stronie głównej.",
          options: PACKAGE_IDS.map((id) => ({ label: plHome.Pricing.packages[id].name, value: id })),
        }),
      }),
    },
    faq: { label: "FAQ", schema: fields.object({ ...heading, questions: faqQuestions() }) },
    trust: { label: "Dla kogo pracujemy", schema: fields.object(heading) },
    contact: {
      label: "Formularz kontaktowy",
      schema: fields.object({
        ...heading,
        service: fields.select({
          label: "Usługa wybrana w\u00a0formularzu",
          description: "Odwiedzający może ją zmienić.",
          options: serviceOptions,
          defaultValue: NO_SERVICE,
        }),
      }),
    },
  },
  {
    label: "Sekcje",
    description:
      "W\u00a0kolejności na stronie: najpierw nagłówek, każdy rodzaj sekcji najwyżej raz (strona z\u00a0dwiema sekcjami jednego rodzaju się nie zbuduje).",
    validation: { length: limits.sections },
  },
);

export const campaigns = collection({
  label: "Strony kampanii",
  path: "content/campaigns/pages/*",
  slugField: "title",
  format: { data: "json" },
  columns: ["title", "language", "translationKey", "indexable"],
  schema: {
    title: fields.slug({
      name: {
        label: "Tytuł strony",
        description: `Tytuł w\u00a0karcie przeglądarki: od ${limits.title.min} do ${limits.title.max} znaków.`,
        validation: { isRequired: true, length: limits.title },
      },
      slug: {
        label: "Adres strony",
        description: `Ostatnia część adresu: /lp/… po polsku, /en/lp/… po angielsku. ${lowerCaseWords}.`,
        validation: {
          pattern: {
            regex: ADDRESS_PATTERN,
            message: `${lowerCaseWords}, np. google-ads-dla-firm; bez „opengraph-image” (to adres obrazków do udostępniania)`,
          },
        },
      },
    }),
    description: fields.text({
      label: "Opis",
      description: `Opis strony dla wyszukiwarek i\u00a0udostępnień: od ${limits.description.min} do ${limits.description.max} znaków.`,
      multiline: true,
      validation: { isRequired: true, length: limits.description },
    }),
    language: languageField(),
    translationKey: fields.text({
      label: "Klucz tłumaczenia",
      description:
        "Ten sam na stronie i\u00a0w\u00a0jej tłumaczeniu, inny niż na pozostałych stronach tego języka. Tłumaczenie zaczniesz przyciskiem „Duplicate entry…”: zmień język, tytuł, adres i\u00a0słowa, a\u00a0klucz zostaw. Strona bez tłumaczenia też się opublikuje.",
      validation: {
        pattern: { regex: CAMPAIGN_KEY_PATTERN, message: `Podaj klucz tłumaczenia. ${lowerCaseWords}` },
      },
    }),
    indexable: fields.checkbox({
      label: "Widoczna w\u00a0wyszukiwarkach",
      description:
        "Zwykle nie: strona dla ruchu z\u00a0reklam nie trafia do wyników wyszukiwania ani mapy strony. Zaznaczona trafia.",
      defaultValue: false,
    }),
    updated: fields.date({
      label: "Data aktualizacji",
      description: "Dzień ostatniej istotnej zmiany; mapa strony podaje ją wyszukiwarkom.",
      defaultValue: { kind: "today" },
      validation: { isRequired: true },
    }),
    adsConversionLabel: fields.text({
      label: "Etykieta konwersji Google Ads",
      description:
        "Część „send_to” po ukośniku (AW-…/etykieta), gdy wysłanie formularza z\u00a0tej strony ma się liczyć jako osobna konwersja tego samego konta; puste pole: konwersja strony.",
      validation: { pattern: { regex: CONVERSION_LABEL_PATTERN, message: "Litery, cyfry, - i\u00a0_" } },
    }),
    sections,
  },
});
