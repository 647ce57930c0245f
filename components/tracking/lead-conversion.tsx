"use client";

import { useEffect } from "react";
import { trackContactSubmit, trackLead } from "@/lib/tracking/tags";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * On the thank-you page: the conversion events of a lead the form posted without its code (`?lead=<id>`, the id the
 * server's Conversions API event carries too; only a new, delivered lead brings it), with the visitor's consent as the events check it. The id leaves the
 * address at once, so a reload or a return never counts the lead again.
 */
export function LeadConversion() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const lead = url.searchParams.get("lead");
    if (!lead) return;
    url.searchParams.delete("lead");
    window.history.replaceState(window.history.state, "", `${url.pathname}${url.search}${url.hash}`);
    if (!UUID.test(lead)) return;
    trackContactSubmit();
    trackLead({ id: lead, eventId: lead });
  }, []);
  return null;
}
