"use client";

import { useEffect } from "react";
import { applyAttributionConsent, captureAttribution } from "@/lib/contact/attribution";
import { CONSENT_CHANGE_EVENT, type ConsentChoices } from "@/lib/consent/record";

/** Mounted on every page: the first page of a visit records where the visitor came from; a choice moves it. */
export function AttributionCapture() {
  useEffect(() => {
    captureAttribution();
    const onChange = (event: Event) => applyAttributionConsent((event as CustomEvent<ConsentChoices>).detail);
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
  }, []);
  return null;
}
