"use client";

import { useEffect, useRef } from "react";
import { browserStorage, readConsent } from "@/lib/consent/record";

/**
 * Render on a page whose views the pixel counts (home, service pages, articles, campaign pages): one PageView per view.
 * Without a stored marketing choice the event would be dropped, so the tags' code is not even fetched.
 */
export function TrackPageView() {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current || !readConsent(browserStorage())?.marketing) return;
    sent.current = true;
    void import("@/lib/tracking/tags").then((t) => t.trackPageView());
  }, []);
  return null;
}
