import { GoogleAnalytics } from "@next/third-parties/google";
import { trackingIds } from "@/lib/tracking/ids";
import { consentMode } from "@/lib/env";
import { GoogleTagIsland } from "./google-tag-island";

/**
 * The Google tag (gtag.js) when a GA id or an Ads conversion is configured. In the basic consent mode (the default)
 * it is requested only once the visitor allowed analytics or marketing; in the advanced mode it loads after the page
 * is interactive, under the all-denied defaults set by ConsentBootstrap. The GoogleAnalytics elements are made here,
 * on the server, so the pages' JavaScript holds only that client component, not the package's other embeds.
 */
export function GoogleTags() {
  const { gaId, adsAccount } = trackingIds();
  const ids = [gaId, adsAccount].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return null;
  const tags = Object.fromEntries(ids.map((id) => [id, <GoogleAnalytics key={id} gaId={id} />]));
  return <GoogleTagIsland beforeConsent={consentMode === "advanced"} tags={tags} />;
}
