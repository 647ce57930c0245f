"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { afterLoad } from "@/lib/after-load";
import { OPEN_CONSENT_EVENT, browserStorage, readConsent } from "@/lib/consent/record";
import type { Locale } from "@/lib/i18n/routing";
import { bannerLabels } from "./banner-labels";
import type { ConsentBannerProps } from "./consent-banner";

type Props = Omit<ConsentBannerProps, "labels" | "openAtStart"> & { locale: Locale };

/** The banner's code and its words in one language, fetched together. */
function bannerIn(locale: Locale) {
  return lazy(async () => {
    const [{ ConsentBanner }, labels] = await Promise.all([import("./consent-banner"), bannerLabels[locale]()]);
    function Banner(props: Omit<ConsentBannerProps, "labels">) {
      return <ConsentBanner {...props} labels={labels} />;
    }
    return { default: Banner };
  });
}

const banners: Record<Locale, ReturnType<typeof bannerIn>> = { pl: bannerIn("pl"), en: bannerIn("en") };

/** The banner's code loads after the load event only for a visitor who has not chosen yet, or on the settings button. */
export function LazyConsentBanner({ locale, ...props }: Props) {
  // Why the banner is wanted: a first visit (after load) or the settings button. A click while the code is still
  // loading wins, so the preferences open when it arrives; once mounted, the banner hears the button itself.
  const [wanted, setWanted] = useState<"first-visit" | "settings" | null>(null);

  useEffect(() => {
    const open = () => setWanted("settings");
    window.addEventListener(OPEN_CONSENT_EVENT, open);
    const stop = readConsent(browserStorage()) ? () => {} : afterLoad(() => setWanted((why) => why ?? "first-visit"));
    return () => {
      window.removeEventListener(OPEN_CONSENT_EVENT, open);
      stop();
    };
  }, []);

  if (!wanted) return null;
  const ConsentBanner = banners[locale];
  return (
    <Suspense fallback={null}>
      <ConsentBanner {...props} openAtStart={wanted === "settings"} />
    </Suspense>
  );
}
