"use client";

import { useState } from "react";
import { Icon } from "@/components/ui/icon";
import { REJECT_ALL, browserStorage, choicesOf, readConsent, type ConsentChoices } from "@/lib/consent/record";
import { bannerAction } from "./banner-parts";
import { ConsentSwitch } from "./consent-switch";

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

const OPTIONAL: (keyof ConsentChoices)[] = ["analytics", "marketing", "functional"];

type Props = {
  labels: ConsentBannerLabels;
  onDecide: (choices: ConsentChoices) => void;
  /** The close button (and Escape, which the banner handles): back to the simple view, nothing stored. */
  onBack: () => void;
};

/** The banner's second view: a switch per optional category, starting from the stored choice. */
export function ConsentPreferences({ labels, onDecide, onBack }: Props) {
  const [choices, setChoices] = useState<ConsentChoices>(() => choicesOf(readConsent(browserStorage())));
  return (
    <div>
      <div className="flex items-start justify-between gap-4">
        <h2 className="text-base font-semibold text-ink">{labels.preferencesTitle}</h2>
        <button
          type="button"
          onClick={onBack}
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
              onChange={(on) => setChoices((now) => ({ ...now, [key]: on }))}
            />
          </li>
        ))}
      </ul>
      <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5">
        <button type="button" onClick={() => onDecide(REJECT_ALL)} className={bannerAction("secondary")}>
          {labels.rejectAll}
        </button>
        <button type="button" onClick={() => onDecide(choices)} className={bannerAction("primary")}>
          {labels.savePreferences}
        </button>
      </div>
    </div>
  );
}
