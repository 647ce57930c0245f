import { z } from "zod";

const schema = z.object({
  NEXT_PUBLIC_SITE_URL: z.url().default("http://localhost:3000"),
  // basic: no Google or Meta request before consent; advanced: the Google tag loads before a choice, all denied.
  NEXT_PUBLIC_CONSENT_MODE: z.enum(["basic", "advanced"]).default("basic"),
});

const parsed = schema.parse({
  NEXT_PUBLIC_SITE_URL: process.env.NEXT_PUBLIC_SITE_URL || undefined,
  NEXT_PUBLIC_CONSENT_MODE: process.env.NEXT_PUBLIC_CONSENT_MODE || undefined,
});

export const siteUrl = parsed.NEXT_PUBLIC_SITE_URL.replace(/\/+$/, "");
export const consentMode = parsed.NEXT_PUBLIC_CONSENT_MODE;
export type ConsentMode = typeof consentMode;
