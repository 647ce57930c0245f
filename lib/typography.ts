// Polish typesetting rules applied by code: a one-letter word never ends a line, a number stays with its unit.
const NBSP = "\u00a0";

// "a i o u w z" (and capitals) as words: after the start, a space, an opening bracket or quote, the brace that opens
// a branch of an ICU message ("{store, select, redis {w bazie…}}") or a rich-text tag ("<highlight>w chwili").
// At the end of the text too: in MDX the next word may sit in the next node ("w [polityce](…)", "o **deduplikację**").
const ONE_LETTER_WORD = /(?<=^|[\s(„"«[{>])([aiouwzAIOUWZ]) +(?=\S|$)/g;
// A number and its unit, abbreviation or counted time: 300 zł, 5 mln, 24 godziny, 10 minut, 2025 r. The number may be
// one an ICU message fills in later: "{price} zł", "{minutes, plural, one {# minutę} other {# minut}}".
const NUMBER_UNIT =
  /([\d#}]) +(?=(?:zł|PLN|EUR|USD|gr|mln|mld|tys\.|proc\.|min|godz\.|h|s|ms|sek\.|sekund|sekundy|minut|minuty|minutę|godzin|godziny|godzinę|dni|dnia|tyg\.|tygodni|tygodnie|mies\.|miesięcy|miesiące|lat|lata|r\.|km|kB|KB|MB|GB|px|%|×)(?![\p{L}\d]))/gu;
// Digit groups of a number: 10 000.
const DIGIT_GROUP = /(\d) (?=\d{3}(?!\d))/g;
// Legal references stay with their number: art. 6, ust. 1, lit. a, § 1, nr 5.
const REFERENCE = /(?<=^|[\s(])(art\.|ust\.|lit\.|pkt|nr|§) +(?=[\p{L}\d])/gu;

/** Glues what must not be split at a line end with non-breaking spaces (Polish typography). Idempotent. */
export function polishTypography(text: string): string {
  return text
    .replace(ONE_LETTER_WORD, `$1${NBSP}`)
    .replace(NUMBER_UNIT, `$1${NBSP}`)
    .replace(DIGIT_GROUP, `$1${NBSP}`)
    .replace(REFERENCE, `$1${NBSP}`);
}

export function typesetMessages<T>(messages: T): T {
  if (typeof messages === "string") return polishTypography(messages) as T;
  if (Array.isArray(messages)) return messages.map(typesetMessages) as T;
  if (messages && typeof messages === "object") {
    return Object.fromEntries(Object.entries(messages).map(([key, value]) => [key, typesetMessages(value)])) as T;
  }
  return messages;
}

export function typesetFor<T>(locale: string, messages: T): T {
  return locale === "pl" ? typesetMessages(messages) : messages;
}
