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

/** Meta's Graph API, pinned: a new version is adopted on purpose, after reading its changelog. */
export const META_GRAPH_API_VERSION = "v26.0";
export const META_GRAPH_URL_DEFAULT = `https://graph.facebook.com/${META_GRAPH_API_VERSION}`;

const blankAsUnset = (value: unknown) => (typeof value === "string" && value.trim() === "" ? undefined : value);

const metaCapiSchema = z.object({
  META_CAPI_ACCESS_TOKEN: z.preprocess(blankAsUnset, z.string().trim().optional()),
  META_CAPI_TEST_EVENT_CODE: z.preprocess(blankAsUnset, z.string().trim().max(100).optional()),
  META_GRAPH_URL: z.preprocess(blankAsUnset, z.url({ protocol: /^https?$/ }).default(META_GRAPH_URL_DEFAULT)),
  NEXT_PUBLIC_META_PIXEL_ID: z.preprocess(blankAsUnset, z.string().trim().regex(/^\d{5,20}$/).optional()),
});

export type MetaCapiConfig = {
  accessToken: string;
  pixelId: string;
  graphUrl: string;
  testEventCode?: string;
};

/**
 * The Conversions API settings, read at run time (tests and hosts change them without a rebuild); undefined
 * when no token or no pixel id is set, which means nothing is sent server-side. A malformed value throws.
 */
export function metaCapiConfig(env: Record<string, string | undefined> = process.env): MetaCapiConfig | undefined {
  const parsed = metaCapiSchema.parse({
    META_CAPI_ACCESS_TOKEN: env.META_CAPI_ACCESS_TOKEN,
    META_CAPI_TEST_EVENT_CODE: env.META_CAPI_TEST_EVENT_CODE,
    META_GRAPH_URL: env.META_GRAPH_URL,
    // The browser's pixel id is fixed at build time; the server uses the same one when its environment has none.
    NEXT_PUBLIC_META_PIXEL_ID: env.NEXT_PUBLIC_META_PIXEL_ID ?? process.env.NEXT_PUBLIC_META_PIXEL_ID,
  });
  if (!parsed.META_CAPI_ACCESS_TOKEN || !parsed.NEXT_PUBLIC_META_PIXEL_ID) return undefined;
  return {
    accessToken: parsed.META_CAPI_ACCESS_TOKEN,
    pixelId: parsed.NEXT_PUBLIC_META_PIXEL_ID,
    graphUrl: parsed.META_GRAPH_URL.replace(/\/+$/, ""),
    testEventCode: parsed.META_CAPI_TEST_EVENT_CODE,
  };
}
