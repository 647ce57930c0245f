import { GoogleAnalytics } from "@next/third-parties/google";
import Script from "next/script";
import { trackingIds } from "@/lib/analytics";

/**
 * The Google tag (gtag.js), loaded after the page is interactive when a GA id or an Ads conversion is configured.
 * It starts under the consent defaults set by ConsentBootstrap; the Ads account gets its own config.
 */
export function GoogleTags() {
  const { gaId, adsAccount } = trackingIds();
  const tagId = gaId ?? adsAccount;
  if (!tagId) return null;
  return (
    <>
      <GoogleAnalytics gaId={tagId} />
      {gaId && adsAccount && (
        <Script id="google-ads-config" dangerouslySetInnerHTML={{ __html: `gtag('config',${JSON.stringify(adsAccount)});` }} />
      )}
    </>
  );
}
