"use client";

import { usePathname } from "next/navigation";
import { useEffect, useRef } from "react";
import { loadMetaPixel, trackAppInitialized, trackPathChange } from "@/lib/analytics";
import { browserStorage, readConsent } from "@/lib/consent/record";

export const APP_INITIALIZED_DELAY_MS = 1000;

function afterLoad(callback: () => void) {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}

/** Per-visit tracking work: the pixel for a returning visitor who allowed marketing, page_path, start-up check. */
export function AnalyticsRuntime() {
  const pathname = usePathname();
  const lastPath = useRef<string | null>(null);

  useEffect(() => {
    if (readConsent(browserStorage())?.marketing) loadMetaPixel();
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
    // The real path, /en included (usePathname may not show what the proxy rewrote); the first view is the tag's own.
    const path = window.location.pathname;
    if (lastPath.current !== null && lastPath.current !== path) trackPathChange(path);
    lastPath.current = path;
  }, [pathname]);

  return null;
}
