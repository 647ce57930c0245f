import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { Icon } from "@/components/ui/icon";
import type { Locale } from "@/lib/i18n/routing";
import { bannerAction, CONSENT_BANNER_ID } from "./banner-parts";
import { ConsentControls } from "./consent-controls";

/**
 * The cookie banner, in the page's HTML and hidden until its moment (BANNER_DELAY_MS after the load event for a
 * visitor who has not chosen, or the footer's Cookie settings): only its buttons need code (ConsentControls), and the
 * preferences view is fetched when it is asked for. Not a modal: a labelled region that takes focus when it appears
 * and never traps it.
 */
export async function ConsentBanner({ locale, policyHref }: { locale: Locale; policyHref: string }) {
  const t = await getTranslations({ locale, namespace: "CookieBanner" });
  return (
    <section
      id={CONSENT_BANNER_ID}
      role="region"
      aria-label={t("region")}
      tabIndex={-1}
      hidden
      data-view="simple"
      className="fixed inset-x-0 bottom-0 z-[60] max-h-[calc(100dvh-1rem)] overflow-y-auto rounded-t-2xl bg-white p-5 text-sm text-slate-700 shadow-2xl ring-1 shadow-slate-900/20 ring-slate-900/10 outline-none motion-safe:animate-[banner-enter_0.3s_ease-out] sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[30rem] sm:rounded-2xl sm:p-6"
    >
      <div data-consent-simple="">
        <div className="flex items-start gap-3">
          <span className="hidden size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700 sm:grid">
            <Icon name="Cookie" className="size-5" />
          </span>
          <div>
            <h2 className="text-base font-semibold text-ink">{t("title")}</h2>
            <p className="mt-1 leading-relaxed">
              {t("description")}{" "}
              <NextLink
                href={policyHref}
                prefetch={false}
                className="rounded font-medium text-brand-700 underline underline-offset-2 hover:text-brand-800"
              >
                {t("policyLink")}
              </NextLink>
            </p>
          </div>
        </div>
        <div className="mt-4 grid grid-cols-2 gap-2 sm:mt-5 sm:grid-cols-3">
          <button
            type="button"
            data-consent="customize"
            className={`${bannerAction("ghost")} col-span-2 sm:col-span-1`}
          >
            {t("customize")}
          </button>
          <button type="button" data-consent="reject" className={bannerAction("secondary")}>
            {t("rejectAll")}
          </button>
          <button type="button" data-consent="accept" className={bannerAction("primary")}>
            {t("acceptAll")}
          </button>
        </div>
      </div>
      <ConsentControls locale={locale} />
    </section>
  );
}
