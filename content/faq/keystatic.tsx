import { fields, singleton } from "@keystatic/core";
import { FAQ_KEY_PATTERN, faqLimits } from "./limits";

// The editor's "FAQ": faq.json, every question in both languages. Each field refuses before saving what schema.ts
// refuses at build. The owner reads it in Polish.

const lowerCaseWords = "Małe litery bez polskich znaków, cyfry i\u00a0łączniki, np. czas-realizacji";

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

export const faq = singleton({
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
