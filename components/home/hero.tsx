import { getImageProps } from "next/image";
import { preload } from "react-dom";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { heroBadges, heroStats } from "@/content/home";
import type { Locale } from "@/lib/i18n/routing";
import { href, section } from "@/lib/site/map";
import { typesetFor } from "@/lib/typography";
import heroImage from "@/public/images/hero-dashboard.webp";
import { TrackedLink } from "./tracked-link";

const badgeIcons = { roi: "TrendingUp", conversion: "Target" } as const;

/** A campaign page's promise in place of the home page's: its headline, highlighted ending, subline and one button. */
type HeroWords = { headline: string; highlight?: string; subline: string; button: string };

type Props = { locale: Locale; words?: HeroWords; contactHref?: string };

export async function Hero({ locale, words, contactHref }: Props) {
  const t = await getTranslations({ locale, namespace: "Hero" });
  const contact = contactHref ?? href(locale, section("contact"));
  const highlight = words ? words.highlight : t("highlight");
  // A plain <img> rendered here: next/image's client component would add its code to the page for one picture.
  const { props: image } = getImageProps({
    src: heroImage,
    alt: t("imageAlt"),
    loading: "lazy",
    sizes: "(min-width: 1280px) 600px, (min-width: 1024px) 46vw, (min-width: 640px) 576px, 92vw",
    className: "h-auto w-full rounded-[2rem] shadow-xl shadow-brand-900/15",
  });
  // From lg up the picture is the first screen's largest element; below lg it must not compete with the text.
  preload(image.src, {
    as: "image",
    imageSrcSet: image.srcSet,
    imageSizes: image.sizes,
    fetchPriority: "high",
    media: "(min-width: 1024px)",
  });

  return (
    <section
      id="home"
      aria-labelledby="home-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-white to-white"
    >
      <div aria-hidden className="pointer-events-none absolute -top-40 -right-40 size-[36rem] glow text-brand-200/40" />
      <Container className="relative grid items-center gap-14 py-14 sm:py-20 lg:grid-cols-[1.05fr_1fr] lg:py-24">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-4 py-1.5 text-sm font-semibold text-brand-800 shadow-sm ring-1 ring-brand-100">
            <span aria-hidden className="size-2 rounded-full bg-accent-500" />
            {t("eyebrow")}
          </p>
          <h1
            id="home-title"
            className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl lg:text-6xl"
          >
            {words ? words.headline : t("title")}
            {highlight && (
              <>
                {" "}
                <span className="bg-gradient-to-r from-brand-600 to-brand-800 bg-clip-text text-transparent">
                  {highlight}
                </span>
              </>
            )}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-pretty text-slate-600">
            {words ? words.subline : t("subtitle")}
          </p>
          <div className="mt-9 flex flex-col gap-3 sm:flex-row">
            <TrackedLink href={contact} tracking={{ hero: "contact" }} className={buttonClasses("primary", "lg")}>
              {words ? words.button : t("primaryCta")} <Icon name="ArrowRight" className="size-5" />
            </TrackedLink>
            {!words && (
              <TrackedLink
                href={href(locale, section("benefits"))}
                tracking={{ hero: "benefits" }}
                className={buttonClasses("secondary", "lg")}
              >
                {t("secondaryCta")}
              </TrackedLink>
            )}
          </div>
          <dl className="mt-12 grid max-w-lg grid-cols-3 gap-6 border-t border-slate-200 pt-8">
            {heroStats.map((stat) => (
              <div key={stat.key} className="flex flex-col gap-1">
                <dt className="text-sm text-slate-600">{t(`stats.${stat.key}`)}</dt>
                <dd className="order-first text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
                  {typesetFor(locale, typeof stat.value === "string" ? stat.value : stat.value[locale])}
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className="relative mx-auto w-full max-w-xl lg:max-w-none">
          {/* eslint-disable-next-line @next/next/no-img-element, jsx-a11y/alt-text -- next/image's props, alt included */}
          <img {...image} />
          {heroBadges.map((badge, index) => {
            return (
              <div
                key={badge.key}
                className={
                  index === 0
                    ? "absolute -bottom-5 -left-3 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-100 sm:-left-8"
                    : "absolute -top-5 -right-3 flex items-center gap-3 rounded-2xl bg-white px-4 py-3 shadow-xl ring-1 ring-slate-100 sm:-right-6"
                }
              >
                <span className="flex size-10 items-center justify-center rounded-xl bg-emerald-50 text-emerald-700">
                  <Icon name={badgeIcons[badge.key]} className="size-5" />
                </span>
                <span>
                  <span className="block text-xs font-medium text-slate-600">{t(`badges.${badge.key}`)}</span>
                  <span className="block text-lg font-extrabold text-emerald-700">{badge.value}</span>
                </span>
              </div>
            );
          })}
        </div>
      </Container>
    </section>
  );
}
