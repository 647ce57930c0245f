import "server-only";
import { siteUrl } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { landingOf, type Landing } from "./landing";
import { describeSource } from "./lead-source";
import { channelWords } from "./lead-words";
import { BUDGET_KEYS } from "./options";
import type { Attribution, ContactValues } from "./schema";
import { serviceOptionLabel } from "./service-options";

/** A submission the site accepted, as every channel renders it. */
export type Lead = {
  id: string;
  values: ContactValues;
  locale: Locale;
  attribution: Attribution;
  receivedAt: Date;
  /** The page of this site it was sent from. */
  page?: string;
  /** Held during a flood, and sent to the owner later. */
  held?: boolean;
};

/**
 * The lead in the agency's words: the service and budget as the form names them, where the visitor came from, and the
 * campaign page it was sent from, if any.
 */
export type LeadSummary = { service: string; budget: string; source: string; landing: Landing | null };

// Polish, the agency's language, whatever the visitor's; not typeset, as it is read and copied outside the site.
const PLAIN = { typeset: false };

export function leadSummary({
  values,
  attribution,
  locale,
}: Pick<Lead, "values" | "attribution" | "locale">): LeadSummary {
  const landing = landingOf(attribution.landing, locale);
  return {
    service: serviceOptionLabel("pl", values.service, PLAIN),
    budget: translator("pl", "ContactForm", PLAIN)(`budgets.${BUDGET_KEYS[values.budget]}`),
    source: describeSource(attribution, channelWords, new URL(siteUrl).hostname),
    landing: landing && { key: landing.key, title: landing.title, path: landing.path },
  };
}

/** The page a lead was sent from (its Referer), without the fragment; only a page of this site. */
export function sourcePage(referer: string | null): string | undefined {
  if (!referer) return undefined;
  try {
    const url = new URL(referer);
    if (url.origin !== new URL(siteUrl).origin && !["localhost", "127.0.0.1"].includes(url.hostname)) return undefined;
    return `${url.pathname}${url.search}`;
  } catch {
    return undefined;
  }
}
