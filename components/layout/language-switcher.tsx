"use client";

import clsx from "clsx";
import NextLink from "next/link";
import { usePathname } from "next/navigation";
import { useEffect } from "react";
import { campaignSwitchPath, type CampaignSlugs } from "@/content/campaigns/routes";
import { translatedPath, type SlugPair } from "@/lib/blog/slugs";
import {
  CONSENT_CHANGE_EVENT,
  browserStorage,
  choicesOf,
  readConsent,
  type ConsentChoices,
} from "@/lib/consent/record";
import { routing, type Locale } from "@/lib/i18n/routing";

export const LANGUAGE_KEY = "i18nextLng";
export const MANUAL_CHANGE_KEY = "i18nextLng-manual";

type Props = {
  locale: Locale;
  label: string;
  switchLabels: Record<Locale, string>;
  /** Fixed targets, for pages without a path of their own (the 404 page). */
  paths?: Record<Locale, string>;
  /** Every article's slug in each language: an article's switch goes to its translation. */
  articles?: readonly SlugPair[];
  /** Every campaign page's address in each language: its switch goes to its translation, or home without one. */
  campaigns?: readonly CampaignSlugs[];
  className?: string;
};

function store(write: () => void) {
  try {
    write();
  } catch {
    // Storage can be blocked; the path decides the language anyway.
  }
}

// A prerendered Polish page reports its internal /pl path. next-intl's usePathname would handle it, but it brings
// next-intl's provider and ICU message parser into every page's JavaScript.
function neutralPath(pathname: string, locale: Locale) {
  const prefix = `/${locale}`;
  if (pathname === prefix) return "/";
  return pathname.startsWith(`${prefix}/`) ? pathname.slice(prefix.length) : pathname;
}

export function LanguageSwitcher(props: Props) {
  const { locale, label, switchLabels, paths, articles = [], campaigns = [], className } = props;
  const pathname = neutralPath(usePathname() ?? "/", locale);

  // The spec's record of the language shown. Nothing reads it (the path decides), so it is kept only with the
  // functional consent it is listed under; a withdrawal deletes it with the rest of that category.
  useEffect(() => {
    const record = (choices: ConsentChoices) => {
      if (choices.functional) store(() => localStorage.setItem(LANGUAGE_KEY, locale));
    };
    record(choicesOf(readConsent(browserStorage())));
    const onChange = (event: Event) => record((event as CustomEvent<ConsentChoices>).detail);
    window.addEventListener(CONSENT_CHANGE_EVENT, onChange);
    return () => window.removeEventListener(CONSENT_CHANGE_EVENT, onChange);
  }, [locale]);

  const remember = (target: Locale) => {
    if (!choicesOf(readConsent(browserStorage())).functional) return;
    store(() => {
      localStorage.setItem(LANGUAGE_KEY, target);
      sessionStorage.setItem(MANUAL_CHANGE_KEY, "true");
    });
  };

  return (
    <nav
      aria-label={label}
      className={clsx("flex items-center rounded-lg bg-slate-100 p-0.5 text-xs font-bold", className)}
    >
      {routing.locales.map((target) => (
        <NextLink
          key={target}
          href={
            paths?.[target] ??
            campaignSwitchPath(pathname, locale, target, campaigns) ??
            translatedPath(pathname, locale, target, articles)
          }
          hrefLang={target}
          prefetch={false}
          aria-current={target === locale ? "true" : undefined}
          onClick={() => remember(target)}
          className={clsx(
            "rounded-md px-2.5 py-1.5 uppercase transition-colors",
            target === locale ? "bg-white text-brand-800 shadow-sm" : "text-slate-600 hover:text-brand-700",
          )}
        >
          {/* The visible code starts the accessible name (WCAG 2.5.3 label in name). */}
          <span lang={target}>{target}</span>
          <span className="sr-only"> – {switchLabels[target]}</span>
        </NextLink>
      ))}
    </nav>
  );
}
