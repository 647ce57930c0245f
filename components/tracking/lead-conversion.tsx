"use client";

import { useEffect } from "react";
import { browserStorage, choicesOf, readConsent } from "@/lib/consent/record";
import { trackContactSubmit, trackLead } from "@/lib/tracking/tags";

const SIGNED = ["lead", "t", "sig"] as const;
/** A campaign page's own Ads conversion label, when its form was posted without code. */
const LABEL = "ads";

/**
 * On the thank-you page: the conversion events of a lead the form posted without its code
 * (`?lead=<id>&t=<time>&sig=<signature>`, the id the server's Conversions API event carries too; only a new lead
 * brings it; `&ads=<label>` from a campaign page with a conversion label of its own), with the visitor's consent as
 * the events check it. The address leaves the bar at once, so a reload or
 * a return never counts the lead again, and the server confirms its signature first, so a made-up link counts nothing.
 */
export function LeadConversion() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const [lead, t, sig] = SIGNED.map((name) => url.searchParams.get(name));
    if (!lead) return;
    const adsLabel = url.searchParams.get(LABEL) ?? undefined;
    for (const name of [...SIGNED, LABEL]) url.searchParams.delete(name);
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    const choices = choicesOf(readConsent(browserStorage()));
    if (!t || !sig || !(choices.analytics || choices.marketing)) return;
    fetch("/api/contact/thanks", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ lead, t, sig }),
    })
      .then((response) => {
        if (!response.ok) return;
        trackContactSubmit();
        trackLead({ id: lead, eventId: lead, adsLabel });
      })
      .catch(() => {
        // Offline or the server away: the server's own Conversions API event still counts the lead at Meta.
      });
  }, []);
  return null;
}
