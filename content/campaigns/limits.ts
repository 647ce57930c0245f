// What the site accepts in a campaign page (content/campaigns/pages/*.json): the build checks it (schema.ts) and the
// editor refuses the rest before saving (keystatic.tsx). No imports, like every editable thing's limits.ts: the editor's
// code shares nothing with the pages' code but these figures.

/**
 * A page's address, its file name: lower-case words joined by hyphens, never holding "opengraph-image", the name of the
 * share images' routes, which the proxy leaves to Next untranslated (such an address would answer 404).
 */
export const ADDRESS_PATTERN = /^(?!.*opengraph-image)[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The name a page shares with its translation; an empty one is refused with the same words. */
export const CAMPAIGN_KEY_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A Google Ads conversion label, the part of a `send_to` after the slash; empty: the site's conversion. */
export const CONVERSION_LABEL_PATTERN = /^(?:[A-Za-z0-9_-]{1,64})?$/;

/** How many kinds of sections a page is built from (schema.ts, keystatic.tsx): each at most once. */
const SECTION_KINDS = 7;

/** Icons an owner's own benefit may carry: the site's benefits' own. */
export const BENEFIT_ICONS = ["TrendingUp", "Target", "Eye", "ShieldCheck", "Gauge", "BarChart3"] as const;

/** The contact form's preselected service: none, or one of the form's options. */
export const NO_SERVICE = "none";

export const campaignLimits = {
  title: { min: 10, max: 70 },
  description: { min: 70, max: 160 },
  sections: { min: 1, max: SECTION_KINDS },
  headline: { min: 5, max: 90 },
  highlight: { min: 0, max: 60 },
  subline: { min: 20, max: 300 },
  button: { min: 2, max: 40 },
  sectionTitle: { min: 0, max: 90 },
  sectionSubtitle: { min: 0, max: 300 },
  ownBenefits: { min: 3, max: 6 },
  benefitTitle: { min: 2, max: 60 },
  benefitDescription: { min: 20, max: 240 },
  benefitStat: { min: 0, max: 12 },
  benefitStatLabel: { min: 0, max: 40 },
} as const;
