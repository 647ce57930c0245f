"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoad } from "@/lib/after-load";
import { OPEN_CONSENT_EVENT, browserStorage, readConsent } from "@/lib/consent/record";
import type { ConsentBannerProps } from "./consent-banner";

const ConsentBanner = lazy(() => import("./consent-banner").then((module) => ({ default: module.ConsentBanner })));

/**
 * The cookie banner's code stays out of the page's first JavaScript: it loads after the load event for a visitor
 * who has not chosen yet (the banner shows BANNER_DELAY_MS later), or when the visitor asks for the cookie settings
 * (the footer's button). A returning visitor who chose never downloads it unless they reopen it.
 */
export function LazyConsentBanner(props: Omit<ConsentBannerProps, "openAtStart">) {
  // Why the banner is wanted: a first visit (after load) or the settings button. A click while the code is still
  // loading wins, so the preferences open when it arrives; once mounted, the banner hears the button itself.
  const [wanted, setWanted] = useState<"first-visit" | "settings" | null>(null);

  useEffect(() => {
    const open = () => setWanted("settings");
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    const stop = readConsent(browserStorage()) ? () => {} : afterLoad(() => setWanted((why) => why ?? "first-visit"));
    return () => {
      window.removeEventListener(OPEN_CONSENT_EVENT, open);
      stop();
    };
  }, []);

  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConsentBanner {...props} openAtStart={wanted === "settings"} />
    </Suspense>
  );
}
