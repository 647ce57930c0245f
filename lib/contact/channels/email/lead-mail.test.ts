import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { decodeMail } from "@/tests/support/mail-decode";
import type { Lead } from "../../lead/lead";
import { buildLeadMail, headerText } from "./lead-mail";

const lead: Lead = {
  id: "lead-1",
  values: {
    firstName: "Zofia",
    lastName: "Wiśniewska",
    email: "zofia@example.com",
    company: "Kwiaty & <Spółka>",
    service: "meta-ads",
    budget: "1000-3000",
    message: 'Dzień dobry,\n<script>alert("x")</script> & proszę o kontakt.',
  },
  locale: "en",
  attribution: {
    landingPage: "/en?utm_source=facebook",
    referrer: "https://l.facebook.com/",
    utm_source: "facebook",
    utm_campaign: "<b>jesień</b>",
  },
  receivedAt: new Date("2026-11-23T09:30:00Z"),
};

const config = { to: "biuro@example.com", from: "Strona <no-reply@example.com>" };

async function compile(mail: ReturnType<typeof buildLeadMail>) {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
  const info = await transport.sendMail(mail);
  return decodeMail((info.message as Buffer).toString("utf8"));
}

describe("buildLeadMail", () => {
  it("addresses the agency, replies to the visitor and names person and service in the subject", async () => {
    const mail = await compile(buildLeadMail(lead, config));
    expect(mail.headers.to).toBe("biuro@example.com");
    expect(mail.headers.from).toBe("Strona <no-reply@example.com>");
    expect(mail.headers["reply-to"]).toBe("Zofia Wiśniewska <zofia@example.com>");
    expect(mail.headers.subject).toBe("Nowe zapytanie: Zofia Wiśniewska – Kampanie Meta Ads (Facebook i Instagram)");
    expect(mail.headers["x-lead-id"]).toBe("lead-1");
  });

  it("holds every field, the language, the attribution and the time in the text part", async () => {
    const { text } = await compile(buildLeadMail(lead, config));
    for (const expected of [
      "Imię i nazwisko: Zofia Wiśniewska",
      "E-mail: zofia@example.com",
      "Firma: Kwiaty & <Spółka>",
      "Usługa: Kampanie Meta Ads (Facebook i Instagram) (meta-ads)",
      "Budżet: 1000–3000 zł (1000-3000)",
      "Język strony: angielski (en)",
      "Strona wejścia: /en?utm_source=facebook",
      "Strona odsyłająca: https://l.facebook.com/",
      "utm_source: facebook",
      "utm_campaign: <b>jesień</b>",
      "Kanał: kampania oznaczona UTM: facebook",
      "Otrzymano: 23 listopada 2026 10:30:00 (Europe/Warsaw; 2026-11-23T09:30:00.000Z)",
      'Dzień dobry,\n<script>alert("x")</script> & proszę o kontakt.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it("says whether the visitor allowed marketing when sending, and that no lead goes back to the ad platforms", async () => {
    const without = await compile(buildLeadMail(lead, config));
    expect(without.text).toContain(
      "Zgoda na pliki cookie marketingowe: nie – serwer nie zgłosił tego zapytania Meta (Conversions API)\n",
    );
    const given = await compile(buildLeadMail({ ...lead, values: { ...lead.values, marketingConsent: true } }, config));
    expect(given.text).toContain("Zgoda na pliki cookie marketingowe: tak\n");
    // Whatever the consent: the privacy policy rules out offline conversions (docs/decisions.md).
    for (const mail of [without, given]) {
      expect(mail.text).toContain(
        "nie przekazuj Google, Meta ani innym platformom reklamowym, także jako konwersji offline",
      );
      expect(mail.html).toContain(
        "nie przekazuj Google, Meta ani innym platformom reklamowym, także jako konwersji offline",
      );
    }
  });

  it("escapes every visitor value in the HTML part", async () => {
    const { html } = await compile(buildLeadMail(lead, config));
    expect(html).toContain("Kwiaty &amp; &lt;Spółka&gt;");
    expect(html).toContain("&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; proszę o kontakt.");
    expect(html).toContain("&lt;b&gt;jesień&lt;/b&gt;");
    expect(html).not.toContain("<script>");
    expect(html).not.toContain("<b>jesień");
  });

  it("keeps injected line breaks out of the headers", async () => {
    const hostile: Lead = {
      ...lead,
      values: { ...lead.values, firstName: "Eve\r\nBcc: victim@example.com", lastName: "X\nX-Evil: 1" },
    };
    const built = buildLeadMail(hostile, config);
    expect(built.subject).not.toMatch(/[\r\n]/);
    const mail = await compile(built);
    expect(mail.headers).not.toHaveProperty("bcc");
    expect(mail.headers).not.toHaveProperty("x-evil");
    expect(mail.rawHeaders).not.toMatch(/^(Bcc|X-Evil):/im);
    expect(mail.headers.subject).toBe(
      "Nowe zapytanie: Eve Bcc: victim@example.com X X-Evil: 1 – Kampanie Meta Ads (Facebook i Instagram)",
    );
  });

  it("says 'brak' for what the visitor left out", async () => {
    const { text } = await compile(
      buildLeadMail({ ...lead, values: { ...lead.values, company: undefined }, attribution: {} }, config),
    );
    expect(text).toContain("Firma: brak");
    expect(text).toContain("Strona wejścia: brak");
    expect(text).not.toContain("utm_");
  });
});

describe("headerText", () => {
  it("flattens control characters and cuts at 200 characters", () => {
    expect(headerText("a\r\n\tb\u2028c\u0000d")).toBe("a b c d");
    expect(headerText("x".repeat(500)).length).toBe(200);
  });
});
