"use client";

import { useEffect } from "react";
import { afterLoad } from "@/lib/after-load";

// The worker helps the next visit, not this one: its start-up (a thread, sw.js, the offline pages) waits until the
// page has loaded and settled, so it never competes with the first screen or the first tap.
const SETTLE_MS = 3000;

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    let timer: number | undefined;
    const register = () =>
      navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
        console.warn("Service worker registration failed:", error);
      });
    const stop = afterLoad(() => {
      timer = window.setTimeout(() => {
        if ("requestIdleCallback" in window) window.requestIdleCallback(register, { timeout: 5000 });
        else void register();
      }, SETTLE_MS);
    });
    return () => {
      stop();
      window.clearTimeout(timer);
    };
  }, []);
  return null;
}
