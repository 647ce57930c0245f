import { Icon } from "@/components/ui/icon";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n/routing";
import { ContactButton } from "./contact-button";

type Props = {
  locale: Locale;
  title: string;
  text: string;
  buttonLabel: string;
  points: string[];
};

export function ServiceCta({ locale, title, text, buttonLabel, points }: Props) {
  return (
    <section aria-labelledby="cta-title" className="pb-20 sm:pb-28">
      <Container>
        <div className="relative isolate overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-800 to-brand-950 px-6 py-12 text-center shadow-2xl shadow-brand-900/30 sm:px-12 sm:py-16 lg:py-20">
          <div aria-hidden className="absolute -top-24 -right-24 -z-10 size-72 glow text-accent-500/25" />
          <div aria-hidden className="absolute -bottom-24 -left-24 -z-10 size-72 glow text-brand-400/30" />
          <h2
            id="cta-title"
            className="mx-auto max-w-3xl text-3xl font-extrabold tracking-tight text-balance text-white sm:text-4xl"
          >
            {title}
          </h2>
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-pretty text-brand-100">{text}</p>
          <ContactButton locale={locale} label={buttonLabel} className="mt-9" />
          <ul className="mt-9 flex flex-col items-center justify-center gap-3 text-sm text-brand-50 sm:flex-row sm:flex-wrap sm:gap-x-8">
            {points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <Icon name="CircleCheck" className="size-4 text-accent-400" />
                {point}
              </li>
            ))}
          </ul>
        </div>
      </Container>
    </section>
  );
}
