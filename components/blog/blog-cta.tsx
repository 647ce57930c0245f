import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/routing";
import { href, section } from "@/lib/site/map";

type Props = {
  locale: Locale;
  headingId: string;
  t: (key: "ctaTitle" | "ctaText" | "ctaButton") => string;
};

export function BlogCta({ locale, headingId, t }: Props) {
  return (
    <section
      aria-labelledby={headingId}
      className="relative overflow-hidden rounded-3xl bg-gradient-to-br from-brand-800 via-brand-700 to-brand-600 px-6 py-12 text-center text-white shadow-xl shadow-brand-900/20 sm:px-12"
    >
      <div aria-hidden className="absolute -top-24 -right-24 size-64 glow text-white/10" />
      <div aria-hidden className="absolute -bottom-24 -left-16 size-56 glow text-accent-400/20" />
      <h2 id={headingId} className="relative text-2xl font-bold tracking-tight text-balance sm:text-3xl">
        {t("ctaTitle")}
      </h2>
      <p className="relative mx-auto mt-4 max-w-2xl text-lg text-pretty text-brand-50">{t("ctaText")}</p>
      <NextLink
        href={href(locale, section("contact"))}
        prefetch={false}
        className={buttonClasses("light", "lg", "relative mt-8")}
      >
        {t("ctaButton")}
        <Icon name="ArrowRight" className="size-5" />
      </NextLink>
    </section>
  );
}
