import { describe, expect, it } from "vitest";
import { z } from "zod";
import { emptyFormErrors } from "@/tests/support/contact-lead";
import { translator } from "@/lib/i18n/messages";
import { attributionSchema, makeContactSchema } from "./schema";
import { serviceOptionIds } from "./service-options";

const valid = {
  firstName: "Jan",
  lastName: "Kowalski",
  email: "jan@firma.pl",
  company: "",
  service: "google-ads",
  message: "Chcemy więcej klientów z Google.",
  budget: "nie-znam",
};

function errorsOf(locale: "pl" | "en", input: Record<string, unknown>) {
  const result = makeContactSchema(translator(locale, "ContactForm.errors"), serviceOptionIds).safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(
    Object.entries(z.flattenError(result.error).fieldErrors as Record<string, string[]>).map(([k, v]) => [k, v[0]]),
  );
}

describe("contact schema", () => {
  it("accepts a complete message and trims it", () => {
    const schema = makeContactSchema(translator("pl", "ContactForm.errors"), serviceOptionIds);
    expect(schema.parse({ ...valid, firstName: "  Jan ", company: " ACME " })).toMatchObject({
      firstName: "Jan",
      company: "ACME",
    });
    expect(schema.parse({ ...valid, company: undefined }).company).toBeUndefined();
  });

  it("takes an optional event id (a UUID) and marketing-consent flag (a boolean), and refuses anything else", () => {
    const schema = makeContactSchema(translator("pl", "ContactForm.errors"), serviceOptionIds);
    const eventId = "3b241101-e2bb-4255-8caf-4136c566a962";
    expect(schema.parse({ ...valid, eventId, marketingConsent: true })).toMatchObject({
      eventId,
      marketingConsent: true,
    });
    expect(schema.parse(valid)).not.toHaveProperty("eventId");
    const unreadable = translator("pl", "ContactForm.errors")("unreadable");
    expect(errorsOf("pl", { ...valid, eventId: "not-a-uuid", marketingConsent: "true" })).toEqual({
      eventId: unreadable,
      marketingConsent: unreadable,
    });
  });

  it("gives the Polish message for every rule on an empty form", () => {
    const empty = { firstName: "", lastName: "", email: "", service: "", message: "", budget: "" };
    expect(errorsOf("pl", empty)).toEqual(emptyFormErrors.pl);
  });

  it("gives English messages on an empty form", () => {
    expect(errorsOf("en", {})).toEqual(emptyFormErrors.en);
  });

  it.each(["pl", "en"] as const)("applies each minimum at its boundary (%s)", (locale) => {
    expect(errorsOf(locale, { ...valid, firstName: "J", lastName: " K " })).toHaveProperty("firstName");
    expect(errorsOf(locale, { ...valid, lastName: " K " })).toHaveProperty("lastName");
    expect(errorsOf(locale, { ...valid, firstName: "Jo", lastName: "Li" })).toEqual({});
    expect(errorsOf(locale, { ...valid, message: "123456789" })).toHaveProperty("message");
    expect(errorsOf(locale, { ...valid, message: " 123456789 " })).toHaveProperty("message");
    expect(errorsOf(locale, { ...valid, message: "1234567890" })).toEqual({});
  });

  it.each(["pl", "en"] as const)("rejects invalid e-mail addresses (%s)", (locale) => {
    for (const email of [
      "jan",
      "jan@",
      "jan@firma",
      "jan @firma.pl",
      "jan@firma.pl\r\nBcc: x@y.pl",
      `${"a".repeat(250)}@x.pl`,
    ]) {
      expect(errorsOf(locale, { ...valid, email }), email).toEqual({
        email: translator(locale, "ContactForm.errors")("email"),
      });
    }
    expect(errorsOf(locale, { ...valid, email: " jan.kowalski+lead@firma.com.pl " })).toEqual({});
  });

  it.each(["pl", "en"] as const)("accepts only the known service and budget ids (%s)", (locale) => {
    const errors = translator(locale, "ContactForm.errors");
    for (const service of ["website", "google-ads", "meta-ads", "all"])
      expect(errorsOf(locale, { ...valid, service })).toEqual({});
    for (const budget of ["nie-znam", "do-1000", "1000-3000", "powyzej-3000"])
      expect(errorsOf(locale, { ...valid, budget })).toEqual({});
    expect(errorsOf(locale, { ...valid, service: "no-such-service" })).toEqual({ service: errors("service") });
    expect(errorsOf(locale, { ...valid, service: undefined })).toEqual({ service: errors("service") });
    expect(errorsOf(locale, { ...valid, budget: "5000-10000" })).toEqual({ budget: errors("budget") });
    expect(errorsOf(locale, { ...valid, budget: undefined })).toEqual({ budget: errors("budget") });
  });

  it("keeps company optional", () => {
    expect(errorsOf("pl", { ...valid, company: undefined })).toEqual({});
    expect(errorsOf("pl", { ...valid, company: "" })).toEqual({});
  });

  it("limits lengths with a message naming the limit", () => {
    expect(errorsOf("pl", { ...valid, firstName: "a".repeat(101) })).toEqual({
      firstName: "To pole może mieć najwyżej 100 znaków",
    });
    expect(errorsOf("en", { ...valid, company: "a".repeat(151) })).toEqual({
      company: "This field can be at most 150 characters long",
    });
    expect(errorsOf("pl", { ...valid, message: "a".repeat(5001) })).toEqual({
      message: "To pole może mieć najwyżej 5000 znaków",
    });
    // The limit is written as digits, without the language's thousands separator.
    expect(errorsOf("en", { ...valid, message: "a".repeat(5001) })).toEqual({
      message: "This field can be at most 5000 characters long",
    });
    expect(errorsOf("pl", { ...valid, message: "ą".repeat(5000) })).toEqual({});
  });

  it("rejects control characters in single-line fields but allows line breaks in the message", () => {
    const controlCharacters = translator("pl", "ContactForm.errors")("controlCharacters");
    expect(errorsOf("pl", { ...valid, firstName: "Jan\r\nBcc: x@y.pl" })).toEqual({ firstName: controlCharacters });
    expect(errorsOf("pl", { ...valid, lastName: "Ko\u0000walski" })).toEqual({ lastName: controlCharacters });
    expect(errorsOf("pl", { ...valid, company: "ACME\u2028Ltd" })).toEqual({ company: controlCharacters });
    expect(errorsOf("pl", { ...valid, message: "Dzień dobry,\r\n\tproszę o wycenę." })).toEqual({});
    expect(errorsOf("pl", { ...valid, message: "Dzień dobry\u0007, proszę o wycenę." })).toEqual({
      message: controlCharacters,
    });
  });

  it("rejects values of the wrong type without throwing", () => {
    expect(
      Object.keys(
        errorsOf("pl", { firstName: 42, lastName: null, email: ["a"], service: {}, message: true, budget: 1 }),
      ).sort(),
    ).toEqual(["budget", "email", "firstName", "lastName", "message", "service"]);
  });

  it("drops unknown keys", () => {
    const schema = makeContactSchema(translator("pl", "ContactForm.errors"), serviceOptionIds);
    expect(schema.parse({ ...valid, isAdmin: true, __proto__: { x: 1 } })).not.toHaveProperty("isAdmin");
  });
});

describe("attribution schema", () => {
  it("keeps the landing page, referrer and utm_* and drops what does not fit", () => {
    expect(
      attributionSchema.parse({
        landingPage: "/en?utm_source=google",
        referrer: "https://www.google.com/",
        utm_source: "google",
        utm_medium: "a".repeat(201),
        utm_campaign: "x\r\ny",
        utm_term: 5,
        other: "x",
      }),
    ).toEqual({ landingPage: "/en?utm_source=google", referrer: "https://www.google.com/", utm_source: "google" });
  });
});
