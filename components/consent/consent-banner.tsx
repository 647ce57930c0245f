"use client";

import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { useCallback, useEffect, useRef, useState, type KeyboardEvent } from "react";
import clsx from "clsx";
import { sinceLoad } from "@/lib/after-load";
import { updateConsent } from "@/lib/tracking/tags";
import {
  ACCEPT_ALL,
  BANNER_DELAY_MS,
  OPEN_CONSENT_EVENT,
  REJECT_ALL,
  browserStorage,
  choicesOf,
  readConsent,
  writeConsent,
  type ConsentChoices,
} from "@/lib/consent/record";
import { ConsentSwitch } from "./consent-switch";

// Labels may wrap: Polish ones are long and the banner must fit 320 px screens.
const action = (variant: "primary" | "secondary" | "ghost") =>
  `btn btn-${variant} min-h-11 px-3 py-2 text-center text-sm leading-tight`;

type Category = { title: string; description: string };
export type ConsentBannerLabels = {
  region: string;
  title: string;
  description: string;
  policyLink: string;
  customize: string;
  rejectAll: string;
  acceptAll: string;
  preferencesTitle: string;
  preferencesDescription: string;
  savePreferences: string;
  closePreferences: string;
  required: string;
  categories: Record<"necessary" | keyof ConsentChoices, Category>;
};

type View = "simple" | "preferences";
const OPTIONAL: (keyof ConsentChoices)[] = ["analytics", "marketing", "functional"];

// A visitor already typing or tabbing through the page keeps their focus: the banner takes it only when nothing has it.
function nothingFocused() {
  return !document.activeElement || document.activeElement === document.body;
}

function focusedElement() {
  const active = document.activeElement;
  return active instanceof HTMLElement && active !== document.body ? active : null;
}

export type ConsentBannerProps = {
  labels: ConsentBannerLabels;
  policyHref: string;
  /** Mounted because the visitor asked for the cookie settings: the preferences open at once, with focus. */
  openAtStart: boolean;
};

/** Not a modal: a labelled region that takes focus when it appears and never traps it. */
export function ConsentBanner({ labels, policyHref, openAtStart }: ConsentBannerProps) {
  const [view, setView] = useState<View | null>(() => (openAtStart ? "preferences" : null));
  const [choices, setChoices] = useState<ConsentChoices>(() =>
    openAtStart ? choicesOf(readConsent(browserStorage())) : REJECT_ALL,
  );
  const [openedFrom] = useState(() => (openAtStart ? focusedElement() : null));
  const regionRef = useRef<HTMLElement>(null);
  const customizeRef = useRef<HTMLButtonElement>(null);
  const returnFocusRef = useRef<HTMLElement | null>(openedFrom);
  const focusTarget = useRef<"region" | "customize" | null>(openAtStart ? "region" : null);

  const show = useCallback((next: View, takeFocus: boolean) => {
    returnFocusRef.current = focusedElement();
    focusTarget.current = takeFocus ? "region" : null;
    setChoices(choicesOf(readConsent(browserStorage())));
    setView(next);
  }, []);

  // The time this code took to arrive after load counts towards BANNER_DELAY_MS.
  useEffect(() => {
    const timer =
      openAtStart || readConsent(browserStorage())
        ? undefined
        : window.setTimeout(() => show("simple", nothingFocused()), Math.max(0, BANNER_DELAY_MS - sinceLoad()));
    const reopen = () => {
      window.clearTimeout(timer);
      show("preferences", true);
    };
    window.addEventListener(OPEN_CONSENT_EVENT, reopen);
    return () => {
      window.clearTimeout(timer);
      window.removeEventListener(OPEN_CONSENT_EVENT, reopen);
    };
  }, [show, openAtStart]);

  useEffect(() => {
    if (focusTarget.current === "region") regionRef.current?.focus();
    if (focusTarget.current === "customize") customizeRef.current?.focus();
    focusTarget.current = null;
  }, [view]);

  function decide(decision: ConsentChoices) {
    writeConsent(browserStorage(), decision);
    updateConsent(decision);
    setView(null);
    const back = returnFocusRef.current;
    if (back?.isConnected) back.focus();
  }

  function backToSimple() {
    focusTarget.current = "customize";
    setView("simple");
  }

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Escape" && view === "preferences") {
      event.stopPropagation();
      backToSimple();
    }
  }

  if (!view) return null;

  return (
    <section
      ref={regionRef}
      role="region"
      aria-label={labels.region}
      tabIndex={-1}
      onKeyDown={onKeyDown}
      data-view={view}
      className="fixed inset-x-0 bottom-0 z-[60] max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-2xl bg-white p-5 text-sm text-slate-700 shadow-2xl ring-1 shadow-slate-900/20 ring-slate-900/10 outline-none motion-safe:animate-[banner-enter_0.3s_ease-out] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[30rem] sm:rounded-2xl sm:p-6"
    >
      {view === "simple" ? (
        <>
          <div className="flex items-start gap-3">
            <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
              <Icon name="Cookie" className="size-5" />
            </span>
            <div>
              <h2 className="text-base font-semibold text-ink">{labels.title}</h2>
              <p className="mt-1 leading-relaxed">
                {labels.description}{" "}
                <NextLink
                  href={policyHref}
                  prefetch={false}
                  className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
                >
                  {labels.policyLink}
                </NextLink>
              </p>
            </div>
          </div>
          <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5 sm:grid-cols-3">
            <button
              ref={customizeRef}
              type="button"
              onClick={() => {
                focusTarget.current = "region";
                setView("preferences");
              }}
              className={clsx(action("ghost"), "col-span-2 sm:col-span-1")}
            >
              {labels.customize}
            </button>
            <button type="button" onClick={() => decide(REJECT_ALL)} className={action("secondary")}>
              {labels.rejectAll}
            </button>
            <button type="button" onClick={() => decide(ACCEPT_ALL)} className={action("primary")}>
              {labels.acceptAll}
            </button>
          </div>
        </>
      ) : (
        <>
          <div className="flex items-start justify-between gap-4">
            <h2 className="text-base font-semibold text-ink">{labels.preferencesTitle}</h2>
            <button
              type="button"
              onClick={backToSimple}
              aria-label={labels.closePreferences}
              className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-lg text-slate-500 hover:bg-slate-100 hover:text-slate-900"
            >
              <Icon name="X" className="size-5" />
            </button>
          </div>
          <p className="mt-1 leading-relaxed">{labels.preferencesDescription}</p>
          <ul className="mt-4 divide-y divide-slate-200 rounded-xl border border-slate-200">
            <li className="p-4">
              <ConsentSwitch
                title={labels.categories.necessary.title}
                description={labels.categories.necessary.description}
                checked
                lockedLabel={labels.required}
              />
            </li>
            {OPTIONAL.map((key) => (
              <li key={key} className="p-4">
                <ConsentSwitch
                  title={labels.categories[key].title}
                  description={labels.categories[key].description}
                  checked={choices[key]}
                  onChange={(on) => setChoices((current) => ({ ...current, [key]: on }))}
                />
              </li>
            ))}
          </ul>
          <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5">
            <button type="button" onClick={() => decide(REJECT_ALL)} className={action("secondary")}>
              {labels.rejectAll}
            </button>
            <button type="button" onClick={() => decide(choices)} className={action("primary")}>
              {labels.savePreferences}
            </button>
          </div>
        </>
      )}
    </section>
  );
}
