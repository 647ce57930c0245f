import { trackingIds } from "@/lib/tracking/ids";
import { consentBootstrapScript } from "@/lib/consent/bootstrap";

/** Goes first in <head>: consent mode defaults (and the stored choice) before any tag runs. No network. */
export function ConsentBootstrap() {
  const { metaPixelId } = trackingIds();
  return (
    <script id="consent-bootstrap" dangerouslySetInnerHTML={{ __html: consentBootstrapScript({ metaPixelId }) }} />
  );
}
