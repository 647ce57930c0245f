"use client";

import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { afterLoad } from "@/lib/after-load";
import { applyAttributionConsent, captureAttribution } from "@/lib/contact/lead/attribution";
import { CONSENT_CHANGE_EVENT, browserStorage, readConsent, type ConsentChoices } from "@/lib/consent/record";

const tags = () => import("@/lib/tracking/tags");

const APP_INITIALIZED_DELAY_MS = 1000;
// The worker helps the next visit, not this one: its start-up (a thread, sw.js, the offline pages) waits until the
// page has loaded and settled, so it never competes with the first screen or the first tap.
const SERVICE_WORKER_SETTLE_MS = 3000;

/** After the load event, when the browser has nothing more urgent to do (at most 2 s later). */
function whenIdle(task: () => void): () => void {
  let handle: number | undefined;
  const stop = afterLoad(() => {
    handle =
      typeof window.requestIdleCallback === "function"
        ? window.requestIdleCallback(task, { timeout: 2000 })
        : window.setTimeout(task, 1);
  });
  return () => {
    stop();
    if (handle === undefined) return;
    if (typeof window.cancelIdleCallback === "function") window.cancelIdleCallback(handle);
    window.clearTimeout(handle);
  };
}

// Module state, not a ref: switching language swaps the root layout and remounts this component, and that change
// of path must still be reported. The first path of a document is the tag's own page view.
let lastPath: string | null = null;

/**
 * What every page does for the visit rather than for its first screen: the visit's attribution, the tags a stored
 * choice allows (their code fetched only then, when the browser is idle), path changes for Analytics, and the
 * service worker for the next visit.
 */
export function PageRuntime() {
  const pathname = usePathname();

  useEffect(() => {
    captureAttribution();
    const onChange = (event: Event) => applyAttributionConsent((event as CustomEvent<ConsentChoices>).detail);
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    let timer: number | undefined;
    const stopIdle = whenIdle(() => {
      const stored = readConsent(browserStorage());
      if (stored?.marketing || stored?.analytics) {
        void tags().then((t) => {
          if (stored.marketing) {
            t.loadMetaPixel();
            timer = window.setTimeout(t.trackAppInitialized, APP_INITIALIZED_DELAY_MS);
          }
          if (stored.analytics) t.startWebVitals();
        });
      }
      if (process.env.NODE_ENV === "production" && "serviceWorker" in navigator) {
        window.setTimeout(() => {
          navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
            console.warn("Service worker registration failed:", error);
          });
        }, SERVICE_WORKER_SETTLE_MS);
      }
    });
    return () => {
      window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
      stopIdle();
      window.clearTimeout(timer);
    };
  }, []);

  useEffect(() => {
    // The real path, /en included (usePathname may not show what the proxy rewrote).
    const path = window.location.pathname;
    if (lastPath !== null && lastPath !== path) void tags().then((t) => t.trackPathChange(path));
    lastPath = path;
  }, [pathname]);

  return null;
}
