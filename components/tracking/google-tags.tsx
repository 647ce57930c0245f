import { GoogleAnalytics } from "@next/third-parties/google";
import { trackingIds } from "@/lib/tracking/ids";
import { consentMode } from "@/lib/env";
import { GoogleTagIsland } from "./google-tag-island";

/** Made on the server, so the pages' JavaScript holds only GoogleAnalytics, not the package's other embeds. */
export function GoogleTags() {
  const { gaId, adsAccount } = trackingIds();
  const ids = [gaId, adsAccount].filter((id): id is string => Boolean(id));
  if (ids.length === 0) return null;
  const tags = Object.fromEntries(ids.map((id) => [id, <GoogleAnalytics key={id} gaId={id} />]));
  return <GoogleTagIsland beforeConsent={consentMode === "advanced"} tags={tags} />;
}
