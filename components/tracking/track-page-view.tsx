"use client";

import { useEffect, useRef } from "react";
import { trackPageView } from "@/lib/tracking/tags";

/** Render on a page whose views the pixel counts (home, service pages, articles): one PageView per view. */
export function TrackPageView() {
  const sent = useRef(false);
  useEffect(() => {
    if (sent.current) return;
    sent.current = true;
    trackPageView();
  }, []);
  return null;
}
