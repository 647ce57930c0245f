"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { googleTagId, googleTagStarted, requestGoogleTag, subscribeGoogleTag } from "@/lib/tracking/tags";
import { browserStorage, readConsent } from "@/lib/consent/record";

type Props = {
  beforeConsent: boolean;
  tags: Record<string, ReactNode>;
};

/** Renders nothing on the server, so no page carries a Google request before the visitor's choice. */
export function GoogleTagIsland({ beforeConsent, tags }: Props) {
  const id = useSyncExternalStore(subscribeGoogleTag, googleTagId, () => null);

  // The <head> script already sent a returning visitor's stored choice as the consent update.
  useEffect(() => {
    if (beforeConsent) {
      requestGoogleTag("everything");
      return;
    }
    const record = readConsent(browserStorage());
    if (record && (record.analytics || record.marketing)) requestGoogleTag(record);
  }, [beforeConsent]);

  // Runs after GoogleAnalytics' own effects (children first): its inline script has pushed `js` and `config`.
  useEffect(() => {
    if (id) googleTagStarted();
  }, [id]);

  return id ? tags[id] : null;
}
