import NextLink from "next/link";
import { Icon, type IconName } from "@/components/ui/icon";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { route } from "@/lib/site/map";
import { ContactButton } from "./contact-button";

type Props = {
  locale: Locale;
  backLabel: string;
  icon: IconName;
  eyebrow: string;
  title: ReactNode;
  subtitle: string;
  ctaLabel: string;
  note: string;
  aside: { title: string; items: string[] };
};

export function ServiceHero({ locale, backLabel, icon, eyebrow, title, subtitle, ctaLabel, note, aside }: Props) {
  return (
    <section aria-labelledby="page-title" className="relative isolate overflow-hidden bg-brand-950 text-white">
      <div
        aria-hidden
        className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-600),transparent_60%),linear-gradient(135deg,var(--color-brand-950),var(--color-brand-900)_55%,var(--color-brand-800))]"
      />
      {/* Placed from the top: a hero painted before it is fully parsed still grows, and would move a glow anchored to its bottom. */}
      <div
        aria-hidden
        className="absolute top-[46rem] -right-32 -z-10 size-[28rem] glow text-accent-500/20 lg:top-[27rem]"
      />
      <div aria-hidden className="absolute -top-24 -left-24 -z-10 size-80 glow text-brand-500/30" />

      <Container className="py-12 sm:py-16 lg:py-24">
        <NextLink
          href={getPathname({ href: route("home"), locale })}
          prefetch={false}
          className="group inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-100 transition-colors hover:text-white focus-visible:outline-white"
        >
          <Icon name="ArrowLeft" className="size-4 transition-transform group-hover:-translate-x-0.5" />
          {backLabel}
        </NextLink>

        <div className="mt-8 grid gap-12 lg:mt-10 lg:grid-cols-[minmax(0,1.2fr)_minmax(0,0.8fr)] lg:items-center lg:gap-16">
          <div>
            <p className="inline-flex items-center gap-2 rounded-full bg-white/10 px-3.5 py-1.5 text-sm font-semibold text-brand-50 ring-1 ring-white/20">
              <Icon name={icon} className="size-4 text-accent-400" />
              {eyebrow}
            </p>
            <h1
              id="page-title"
              className="mt-6 text-4xl leading-[1.1] font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl"
            >
              {title}
            </h1>
            <p className="mt-6 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100 sm:text-xl">{subtitle}</p>
            <div className="mt-9 flex flex-col gap-4 sm:flex-row sm:items-center sm:gap-6">
              <ContactButton locale={locale} label={ctaLabel} className="w-full sm:w-auto" />
              <p className="text-sm text-brand-100">{note}</p>
            </div>
          </div>

          <div className="rounded-3xl bg-white/10 p-6 shadow-xl ring-1 shadow-brand-950/30 ring-white/20 sm:p-8">
            <h2 className="text-lg font-bold text-white">{aside.title}</h2>
            <ul className="mt-5 space-y-4">
              {aside.items.map((item) => (
                <li key={item} className="flex gap-3 text-brand-50">
                  <Icon name="CircleCheck" className="mt-0.5 size-5 shrink-0 text-accent-400" />
                  <span className="leading-relaxed">{item}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}

/** A light orange that keeps 3:1 contrast even on the brightest part of the gradient. */
export function highlight(chunks: ReactNode) {
  return <span className="text-orange-300">{chunks}</span>;
}
