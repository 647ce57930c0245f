/** The banner's region in the page, which its controls find and show. */
export const CONSENT_BANNER_ID = "cookie-consent";

// Labels may wrap: Polish ones are long and the banner must fit 320 px screens.
export const bannerAction = (variant: "primary" | "secondary" | "ghost") =>
  `btn btn-${variant} min-h-11 px-3 py-2 text-center text-sm leading-tight`;
