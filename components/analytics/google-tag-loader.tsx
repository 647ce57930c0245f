"use client";

import { useEffect } from "react";
import { loadGoogleTag } from "@/lib/analytics";
import { browserStorage, readConsent } from "@/lib/consent/record";

/** Loads the Google tag for a returning visitor who allowed it (or before any choice in the advanced mode). */
export function GoogleTagLoader({ beforeConsent }: { beforeConsent: boolean }) {
  useEffect(() => {
    if (beforeConsent) {
      loadGoogleTag("everything");
      return;
    }
    const record = readConsent(browserStorage());
    if (record && (record.analytics || record.marketing)) loadGoogleTag(record);
  }, [beforeConsent]);
  return null;
}
