import clsx from "clsx";
import type { ReactNode } from "react";
import { Container } from "@/components/ui/container";
import { SectionHeading } from "@/components/ui/section-heading";

type Props = {
  id: string;
  eyebrow?: string;
  title: string;
  subtitle?: string;
  tone?: "white" | "tinted";
  children: ReactNode;
};

export function ServiceSection({ id, eyebrow, title, subtitle, tone = "white", children }: Props) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx("py-16 sm:py-24", tone === "tinted" && "bg-gradient-to-b from-brand-50/70 to-white")}
    >
      <Container>
        <SectionHeading id={`${id}-title`} eyebrow={eyebrow} title={title} subtitle={subtitle} />
        <div className="mt-12 sm:mt-16">{children}</div>
      </Container>
    </section>
  );
}
