import type { ReactNode } from "react";
import clsx from "clsx";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Locale } from "@/lib/i18n/routing";
import { href, section } from "@/lib/site/map";
import { CtaBanner } from "./cta-banner";

type Props = {
  locale: Locale;
  /** The section's anchor; its heading gets the id `<id>-title`. */
  id: "services" | "benefits" | "process" | "pricing" | "faq" | "contact";
  t: (key: "eyebrow" | "title" | "subtitle") => string;
  tinted?: boolean;
  containerClassName?: string;
  cta?: (key: "cta.title" | "cta.text" | "cta.button") => string;
  children: ReactNode;
};

export function HomeSection({ locale, id, t, tinted = false, containerClassName, cta, children }: Props) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx(tinted && "bg-slate-50", "py-20 sm:py-28")}>
      <Container className={containerClassName}>
        <SectionHeading id={`${id}-title`} eyebrow={t("eyebrow")} title={t("title")} subtitle={t("subtitle")} />
        {children}
        {cta && (
          <CtaBanner
            title={cta("cta.title")}
            text={cta("cta.text")}
            button={cta("cta.button")}
            href={href(locale, section("contact"))}
          />
        )}
      </Container>
    </section>
  );
}
