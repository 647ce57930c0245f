"use client";

import { lazy, Suspense, useCallback, useEffect, useRef, useState, type ComponentProps } from "react";
import { createPortal } from "react-dom";
import { afterLoad, sinceLoad } from "@/lib/after-load";
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  OPEN_CONSENT_EVENT,
  REJECT_ALL,
  browserStorage,
  readConsent,
  writeConsent,
  type ConsentChoices,
} from "@/lib/consent/record";
import type { Locale } from "@/lib/i18n/routing";
import { bannerLabels } from "./banner-labels";
import { CONSENT_BANNER_ID } from "./banner-parts";
import type { ConsentPreferences } from "./consent-preferences";

type View = "simple" | "preferences";

const loadPreferences = () => import("./consent-preferences");
type PreferencesProps = Omit<ComponentProps<typeof ConsentPreferences>, "labels">;

/** The preferences view's code and its words in one language, fetched together when it is first asked for. */
function preferencesIn(locale: Locale) {
  return lazy(async () => {
    const [{ ConsentPreferences }, labels] = await Promise.all([
      import("./consent-preferences"),
      bannerLabels[locale](),
    ]);
    function Preferences(props: PreferencesProps) {
      return <ConsentPreferences {...props} labels={labels} />;
    }
    return { default: Preferences };
  });
}

const preferences: Record<Locale, ReturnType<typeof preferencesIn>> = {
  pl: preferencesIn("pl"),
  en: preferencesIn("en"),
};

// A visitor already typing or tabbing through the page keeps their focus: the banner takes it only when nothing has it.
function nothingFocused() {
  return !document.activeElement || document.activeElement === document.body;
}

function focusedElement() {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

/**
 * The banner's behaviour over its server-rendered markup: it shows BANNER_DELAY_MS after the load event to a visitor
 * who has not chosen (the time the page's code took to arrive included), or when the footer asks for the settings;
 * its buttons store the choice and pass it to the tags; the preferences view is rendered into it when wanted.
 */
export function ConsentControls({ locale }: { locale: Locale }) {
  const [view, setView] = useState<View | null>(null);
  const current = useRef<View | null>(null);
  const returnFocus = useRef<HTMLElement | null>(null);
  const focusTarget = useRef<"region" | "customize" | null>(null);

  const show = useCallback((next: View, takeFocus: boolean) => {
    returnFocus.current = focusedElement();
    focusTarget.current = takeFocus ? "region" : null;
    setView(next);
  }, []);

  const decide = useCallback((decision: ConsentChoices) => {
    writeConsent(browserStorage(), decision);
    void import("@/lib/tracking/tags").then((tags) => tags.updateConsent(decision));
    setView(null);
    const back = returnFocus.current;
    if (back?.isConnected) back.focus();
  }, []);

  const backToSimple = useCallback(() => {
    focusTarget.current = "customize";
    setView("simple");
  }, []);

  useEffect(() => {
    const section = document.getElementById(CONSENT_BANNER_ID);
    const open = () => show("preferences", true);
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    let timer: number | undefined;
    const stop = readConsent(browserStorage())
      ? () => {}
      : afterLoad(() => {
          timer = window.setTimeout(
            () => current.current === null && show("simple", nothingFocused()),
            Math.max(0, BANNER_DELAY_MS - sinceLoad()),
          );
        });
    const onClick = (event: MouseEvent) => {
      const action = (event.target as Element | null)?.closest?.("[data-consent]")?.getAttribute("data-consent");
      if (action === "accept") decide(ACCEPT_ALL);
      else if (action === "reject") decide(REJECT_ALL);
      else if (action === "customize") {
        focusTarget.current = "region";
        setView("preferences");
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== "Escape" || current.current !== "preferences") return;
      event.stopPropagation();
      backToSimple();
    };
    // A hand on its way to Customize fetches the preferences view, so it opens at once.
    const prefetch = (event: Event) => {
      if ((event.target as Element | null)?.closest?.('[data-consent="customize"]')) void loadPreferences();
    };
    section?.addEventListener("click", onClick);
    section?.addEventListener("keydown", onKeyDown);
    section?.addEventListener("pointerover", prefetch);
    section?.addEventListener("focusin", prefetch);
    return () => {
      window.removeEventListener(OPEN_CONSENT_EVENT, open);
      window.clearTimeout(timer);
      stop();
      section?.removeEventListener("click", onClick);
      section?.removeEventListener("keydown", onKeyDown);
      section?.removeEventListener("pointerover", prefetch);
      section?.removeEventListener("focusin", prefetch);
    };
  }, [show, decide, backToSimple]);

  // The server's markup follows the view: hidden without one, the simple part hidden under the preferences.
  useEffect(() => {
    current.current = view;
    const region = document.getElementById(CONSENT_BANNER_ID);
    if (!region) return;
    region.hidden = view === null;
    region.dataset.view = view ?? "simple";
    const simple = region.querySelector<HTMLElement>("[data-consent-simple]");
    if (simple) simple.hidden = view === "preferences";
    if (focusTarget.current === "region") region.focus();
    if (focusTarget.current === "customize") region.querySelector<HTMLElement>('[data-consent="customize"]')?.focus();
    focusTarget.current = null;
  }, [view]);

  // Rendered only after a choice to open it, so the region is in the document by then.
  const region = view === "preferences" ? document.getElementById(CONSENT_BANNER_ID) : null;
  if (!region) return null;
  const Preferences = preferences[locale];
  return createPortal(
    <Suspense fallback={null}>
      <Preferences onDecide={decide} onBack={backToSimple} />
    </Suspense>,
    region,
  );
}
