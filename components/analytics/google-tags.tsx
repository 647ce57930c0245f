import { trackingIds } from "@/lib/analytics";
import { consentMode } from "@/lib/env";
import { GoogleTagIsland } from "./google-tag-island";

/**
 * The Google tag (gtag.js) when a GA id or an Ads conversion is configured. In the basic consent mode (the default)
 * it is requested only once the visitor allowed analytics or marketing; in the advanced mode it loads after the page
 * is interactive, under the all-denied defaults set by ConsentBootstrap.
 */
export function GoogleTags() {
  const { gaId, adsAccount } = trackingIds();
  if (!gaId && !adsAccount) return null;
  return <GoogleTagIsland beforeConsent={consentMode === "advanced"} />;
}
