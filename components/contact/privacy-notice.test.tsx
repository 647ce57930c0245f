// Marketing consent must be informed (GDPR art. 4(11), 7): where the data is entered, the form's notice says that
// its contact details go, hashed, to Google and Meta (consent.spec.ts checks the banner, where consent is given).
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { PrivacyNotice } from "./privacy-notice";

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/\u00a0/g, " ");

const disclosure = {
  pl: /Jeśli zgadzasz się na cookies marketingowe, przekazujemy też firmom Google i Meta Twój adres e-mail oraz imię i nazwisko w postaci skrótu \(hasha\), a firmie Meta – także adres IP i dane o przeglądarce/,
  en: /If you have allowed marketing cookies, we also send your email address and name, in hashed form, to Google and Meta \(and to Meta also your IP address and browser details\)/,
};

describe("the contact form's privacy notice", () => {
  for (const locale of ["pl", "en"] as const) {
    it(`says what marketing consent sends to Google and Meta, and links the privacy policy and the terms (${locale})`, () => {
      const html = renderToStaticMarkup(<PrivacyNotice locale={locale} />);
      expect(text(html)).toMatch(disclosure[locale]);
      const prefix = locale === "en" ? "/en" : "";
      expect(html).toContain(`href="${prefix}/privacy-policy"`);
      expect(html).toContain(`href="${prefix}/terms-of-service"`);
    });
  }
});
