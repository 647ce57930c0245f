"use client";

import { useEffect } from "react";
import { afterLoad } from "@/lib/after-load";

export function ServiceWorkerRegistration() {
  useEffect(() => {
    if (process.env.NODE_ENV !== "production" || !("serviceWorker" in navigator)) return;
    return afterLoad(() => {
      navigator.serviceWorker.register("/sw.js").catch((error: unknown) => {
        console.warn("Service worker registration failed:", error);
      });
    });
  }, []);
  return null;
}
