import { z } from "zod";
import type { Messages } from "@/lib/i18n/messages";
import { BUDGETS, CLICK_ID_KEYS, LIMITS, UTM_KEYS } from "./options";

// Zod's JIT probes `new Function`, which the Content-Security-Policy (no 'unsafe-eval') reports as a violation.
z.config({ jitless: true });

// Single-line fields: no control characters at all (no CR/LF that could reach a header), no line separators.
const SINGLE_LINE = /^[^\p{Cc}\u2028\u2029]*$/u;
// The message may hold tabs and line breaks, nothing else from the control range.
const MULTI_LINE = /^[\t\n\r\P{Cc}]*$/u;

type ContactErrorKey = keyof Messages["ContactForm"]["errors"];
export type ContactErrors = (key: ContactErrorKey, values?: { max: string }) => string;

function singleLine(errors: ContactErrors, max: number, tooShort?: { min: number; error: string }) {
  let schema = z.string({ error: tooShort?.error ?? errors("controlCharacters") }).trim();
  if (tooShort) schema = schema.min(tooShort.min, { error: tooShort.error });
  return schema
    .max(max, { error: errors("tooLong", { max: String(max) }) })
    .regex(SINGLE_LINE, { error: errors("controlCharacters") });
}

/** Shared by the form and the API, so both apply the same rules. */
export function makeContactSchema(errors: ContactErrors, services: readonly string[]) {
  return z.object({
    firstName: singleLine(errors, LIMITS.name, { min: 2, error: errors("firstName") }),
    lastName: singleLine(errors, LIMITS.name, { min: 2, error: errors("lastName") }),
    email: z
      .string({ error: errors("email") })
      .trim()
      .max(LIMITS.email, { error: errors("email") })
      .pipe(z.email({ error: errors("email") })),
    company: singleLine(errors, LIMITS.company).optional(),
    service: z.enum(services as [string, ...string[]], { error: errors("service") }),
    budget: z.enum(BUDGETS, { error: errors("budget") }),
    message: z
      .string({ error: errors("message") })
      .trim()
      .min(10, { error: errors("message") })
      .max(LIMITS.message, { error: errors("tooLong", { max: String(LIMITS.message) }) })
      .regex(MULTI_LINE, { error: errors("controlCharacters") }),
    // Not fields a visitor fills in: the form's code (components/contact/contact-form-client.tsx) adds them.
    eventId: z.uuid({ error: errors("unreadable") }).optional(),
    marketingConsent: z.boolean({ error: errors("unreadable") }).optional(),
  });
}

export type ContactSchema = ReturnType<typeof makeContactSchema>;
export type ContactInput = z.input<ContactSchema>;
export type ContactValues = z.output<ContactSchema>;

// Attribution never blocks a lead: a value that does not fit is dropped.
const optionalText = (max: number) => z.string().trim().max(max).regex(SINGLE_LINE).optional().catch(undefined);
const each = <K extends string, S>(keys: readonly K[], schema: S) =>
  Object.fromEntries(keys.map((key) => [key, schema])) as Record<K, S>;

export const attributionSchema = z.object({
  landingPage: optionalText(LIMITS.url),
  referrer: optionalText(LIMITS.url),
  ...each(UTM_KEYS, optionalText(LIMITS.utm)),
  ...each(CLICK_ID_KEYS, optionalText(LIMITS.clickId)),
  /** When the visit landed (Unix ms): Meta's fbc built from a landing fbclid carries it. */
  landingTime: z.number().int().positive().optional().catch(undefined),
  /** The translation key of the campaign page whose form sent the lead (lib/contact/lead/landing.ts names it). */
  landing: optionalText(LIMITS.utm),
});

export type Attribution = z.output<typeof attributionSchema>;
