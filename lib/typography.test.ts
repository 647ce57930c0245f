import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { polishTypography, typesetMessages } from "./typography";

const show = (text: string) => polishTypography(text).replace(/\u00a0/g, "~");

describe("Polish typography", () => {
  it("glues one-letter words to the next word, several in a row too", () => {
    expect(show("Strony i reklamy w jednym miejscu, a potem z nami")).toBe(
      "Strony i~reklamy w~jednym miejscu, a~potem z~nami",
    );
    expect(show("i w domu")).toBe("i~w~domu");
    expect(show("W tej sekcji (o cenach) „u nas”")).toBe("W~tej sekcji (o~cenach) „u~nas”");
    expect(show("Zgoda I Odmowa")).toBe("Zgoda I~Odmowa");
    expect(show("Docieraj do klientów <highlight>w chwili, gdy Cię szukają</highlight>")).toBe(
      "Docieraj do klientów <highlight>w~chwili, gdy Cię szukają</highlight>",
    );
    // The first word of an ICU message's branch.
    expect(show("przechowujemy {store, select, redis {w bazie} other {w pliku}}")).toBe(
      "przechowujemy {store, select, redis {w~bazie} other {w~pliku}}",
    );
  });

  it("leaves longer words, letters inside words and a letter at the end alone", () => {
    expect(show("Kasa pod ręką")).toBe("Kasa pod ręką");
    expect(show("punkt a")).toBe("punkt a");
    // A text node that ends before a link or bold text in MDX.
    expect(show("przeczytasz w ")).toBe("przeczytasz w~");
    expect(show("lit. a RODO")).toBe("lit.~a~RODO");
  });

  it("keeps a number with its unit, digit groups together and legal references with their number", () => {
    expect(show("Pakiet za 300 zł netto, 5 mln wyświetleń, 24 godz., w 2025 r.")).toBe(
      "Pakiet za 300~zł netto, 5~mln wyświetleń, 24~godz., w~2025~r.",
    );
    expect(show("10 000 zł")).toBe("10~000~zł");
    expect(show("art. 6 ust. 1 lit. b")).toBe("art.~6 ust.~1 lit.~b");
    expect(show("300 złotych, 5 minionych lat")).toBe("300 złotych, 5 minionych lat");
  });

  it("keeps a number with the time it counts, also where an ICU message fills the number in", () => {
    expect(show("w ciągu 24 godzin, 10 minut, 12 miesięcy, 2,5 sekundy, 5–10 dni roboczych")).toBe(
      "w~ciągu 24~godzin, 10~minut, 12~miesięcy, 2,5~sekundy, 5–10~dni roboczych",
    );
    expect(show("{minutes} min czytania, {price} zł")).toBe("{minutes}~min czytania, {price}~zł");
    expect(show("za {minutes, plural, one {# minutę} few {# minuty} other {# minut}}")).toBe(
      "za {minutes, plural, one {#~minutę} few {#~minuty} other {#~minut}}",
    );
  });

  it("is idempotent and keeps ICU placeholders and rich-text tags working", () => {
    const once = polishTypography(
      "Szczegóły w <link>polityce</link> i {brand}, za {minutes, plural, one {# minutę} other {# minut}}",
    );
    expect(polishTypography(once)).toBe(once);
    const t = createTranslator({ locale: "pl", messages: { once } });
    const shown = t.markup("once", { brand: "Northwave", minutes: 5, link: (words) => `<a>${words}</a>` });
    expect(shown).toBe("Szczegóły w\u00a0<a>polityce</a> i\u00a0Northwave, za 5\u00a0minut");
  });

  it("typesets every string of a catalogue, keys untouched", () => {
    expect(typesetMessages({ "a b": { list: ["i to"], n: 1 } })).toEqual({ "a b": { list: ["i\u00a0to"], n: 1 } });
  });
});
