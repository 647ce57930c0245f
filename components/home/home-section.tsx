import type { ReactNode } from "react";
import clsx from "clsx";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";
import type { Locale } from "@/lib/i18n/routing";
import { href, section } from "@/lib/site/map";
import { CtaBanner } from "./cta-banner";

/** A section's own title and subtitle, in place of the home page's (a campaign page's words). */
export type SectionWords = { title?: string; subtitle?: string };

type Props = {
  locale: Locale;
  /** The section's anchor; its heading gets the id `<id>-title`. */
  id: "services" | "benefits" | "process" | "pricing" | "faq" | "contact";
  t: (key: "eyebrow" | "title" | "subtitle") => string;
  words?: SectionWords;
  tinted?: boolean;
  containerClassName?: string;
  cta?: (key: "cta.title" | "cta.text" | "cta.button") => string;
  /** Where the call to action leads: the home page's contact form unless the page has its own. */
  contactHref?: string;
  children: ReactNode;
};

export function HomeSection(props: Props) {
  const { locale, id, t, words, tinted = false, containerClassName, cta, children } = props;
  return (
    <section id={id} aria-labelledby={`${id}-title`} className={clsx(tinted && "bg-slate-50", "py-20 sm:py-28")}>
      <Container className={containerClassName}>
        <SectionHeading
          id={`${id}-title`}
          eyebrow={t("eyebrow")}
          title={words?.title ?? t("title")}
          subtitle={words?.subtitle ?? t("subtitle")}
        />
        {children}
        {cta && (
          <CtaBanner
            title={cta("cta.title")}
            text={cta("cta.text")}
            button={cta("cta.button")}
            href={props.contactHref ?? href(locale, section("contact"))}
          />
        )}
      </Container>
    </section>
  );
}
