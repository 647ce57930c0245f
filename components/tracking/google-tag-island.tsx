"use client";

import { useEffect, useSyncExternalStore, type ReactNode } from "react";
import { googleTagId, googleTagStarted, requestGoogleTag, subscribeGoogleTag } from "@/lib/tracking/tags";
import { browserStorage, readConsent } from "@/lib/consent/record";

type Props = {
  beforeConsent: boolean;
  /** next/third-parties' GoogleAnalytics (gtag.js, `js` and the `config` of its id) for each configured Google id. */
  tags: Record<string, ReactNode>;
};

/**
 * The Google tag's client island: renders the GoogleAnalytics of one id once something allows the tag;
 * lib/analytics.ts decides the id and configures the other one. Nothing is rendered on the server, so no page
 * carries a Google request before the visitor's choice.
 */
export function GoogleTagIsland({ beforeConsent, tags }: Props) {
  const id = useSyncExternalStore(subscribeGoogleTag, googleTagId, () => null);

  // A returning visitor's stored choice (the <head> script already sent it as the consent update), or, in the
  // advanced mode, everything before any choice.
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
