import { fields, singleton } from "@keystatic/core";
import { checkedObject } from "@/lib/keystatic/checked-object";
import plHome from "@/messages/pl/home.json";
import { PACKAGE_IDS, pricingLimits, promotionScheduleProblem, REGULAR_DAYS_BEFORE_PROMOTION } from "./limits";

// The editor's "Cennik i promocja": pricing.json, the packages' prices and the promotion. Each field refuses before
// saving what schema.ts refuses at build, the promotion's days together (checkedObject). The owner reads it in Polish.

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

export const pricing = singleton({
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
