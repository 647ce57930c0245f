"use client";

import { OPEN_CONSENT_EVENT } from "@/lib/consent/record";

/** Reopens the cookie preferences from anywhere (the footer), so withdrawing consent is as easy as giving it. */
export function CookieSettingsButton({ label, className }: { label: string; className?: string }) {
  return (
    <button type="button" onClick={() => window.dispatchEvent(new Event(OPEN_CONSENT_EVENT))} className={className}>
      {label}
    </button>
  );
}
