/** The forms of the tag ids: lib/env.ts checks the configuration against them, the pages read the ids through them. */
export const TAG_ID_PATTERNS = {
  NEXT_PUBLIC_GA_ID: { pattern: /^G-[A-Z0-9]+$/i, example: "G-ABC123", what: "a GA4 id" },
  NEXT_PUBLIC_GOOGLE_ADS_CONVERSION: {
    pattern: /^AW-\d+(\/[\w-]+)?$/,
    example: "AW-123456789/AbCdEf",
    what: "a conversion send_to",
  },
  NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION: {
    pattern: /^AW-\d+\/[\w-]+$/,
    example: "AW-123456789/GhIjKl",
    what: "a conversion send_to with its label",
  },
  NEXT_PUBLIC_META_PIXEL_ID: { pattern: /^\d{5,20}$/, example: "123456789012345", what: "the pixel id's digits" },
} as const;

export type TrackingIds = {
  gaId?: string;
  /** Google Ads conversion send_to (AW-…/label). */
  adsSendTo?: string;
  /** The Ads account (AW-…), the part of send_to before the slash. */
  adsAccount?: string;
  /** A secondary conversion (AW-…/label) for a pricing click, in the same account; unset: a click reports nothing to Ads. */
  adsPricingSendTo?: string;
  metaPixelId?: string;
};

function valid(value: string | undefined, { pattern }: { pattern: RegExp }) {
  const trimmed = value?.trim();
  return trimmed && pattern.test(trimmed) ? trimmed : undefined;
}

/** The tag ids of the build (inlined NEXT_PUBLIC_ variables); a malformed one counts as unset (it is pasted into scripts). */
export function trackingIds(): TrackingIds {
  const gaId = valid(process.env.NEXT_PUBLIC_GA_ID, TAG_ID_PATTERNS.NEXT_PUBLIC_GA_ID);
  const adsSendTo = valid(
    process.env.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION,
    TAG_ID_PATTERNS.NEXT_PUBLIC_GOOGLE_ADS_CONVERSION,
  );
  const pricing = valid(
    process.env.NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION,
    TAG_ID_PATTERNS.NEXT_PUBLIC_GOOGLE_ADS_PRICING_CONVERSION,
  );
  const metaPixelId = valid(process.env.NEXT_PUBLIC_META_PIXEL_ID, TAG_ID_PATTERNS.NEXT_PUBLIC_META_PIXEL_ID);
  const adsAccount = adsSendTo?.split("/")[0];
  // The tag is configured for the lead conversion's account only; a label of another account would go nowhere.
  const adsPricingSendTo = adsAccount && pricing?.split("/")[0] === adsAccount ? pricing : undefined;
  return { gaId, adsSendTo, adsAccount, adsPricingSendTo, metaPixelId };
}
