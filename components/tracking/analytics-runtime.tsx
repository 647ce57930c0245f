"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { afterLoad } from "@/lib/after-load";
import { loadMetaPixel, startWebVitals, trackAppInitialized, trackPathChange } from "@/lib/tracking/tags";
import { browserStorage, readConsent } from "@/lib/consent/record";

const APP_INITIALIZED_DELAY_MS = 1000;

// Module state, not a ref: switching language swaps the root layout and remounts this component, and that change
// of path must still be reported. The first path of a document is the tag's own page view.
let lastPath: string | null = null;

export function AnalyticsRuntime() {
  const pathname = usePathname();

  useEffect(() => {
    const stored = readConsent(browserStorage());
    if (stored?.marketing) loadMetaPixel();
    if (stored?.analytics) startWebVitals();
    let timer: number | undefined;
    const stop = afterLoad(() => {
      timer = window.setTimeout(trackAppInitialized, APP_INITIALIZED_DELAY_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    // The real path, /en included (usePathname may not show what the proxy rewrote).
    const path = window.location.pathname;
    if (lastPath !== null && lastPath !== path) trackPathChange(path);
    lastPath = path;
  }, [pathname]);

  return null;
}
