import type { ReactNode } from "react";
import type { Service, ServiceSectionContent } from "@/content/services/types";
import type { Feature } from "./feature-grid";
import { iconTiles } from "./icons";
import type { Step } from "./process-steps";
import { highlight } from "./service-hero";
import type { Stat } from "./stat-tiles";

export type Words = {
  (key: string): string;
  rich(key: string, tags: { highlight: (chunks: ReactNode) => ReactNode }): ReactNode;
};

type Band = { id: string; tone: "white" | "tinted"; eyebrow: string; title: string; subtitle: string };

export type SectionView = Band &
  (
    | { kind: "features"; items: Feature[]; columns?: 2 | 3 | 4; density?: "roomy" | "compact" }
    | { kind: "stats"; items: Stat[] }
    | { kind: "process"; steps: Step[] }
  );

function sectionView(section: ServiceSectionContent, t: Words): SectionView {
  const { id } = section;
  const band: Band = {
    id,
    tone: section.tone ?? "white",
    eyebrow: t(`${id}.eyebrow`),
    title: t(`${id}.title`),
    subtitle: t(`${id}.subtitle`),
  };
  const item = (key: string, field: string) => t(`${id}.items.${key}.${field}`);
  switch (section.kind) {
    case "features": {
      const { bullets, columns, density } = section;
      const items = Object.entries(section.items).map(([key, icon]) => ({
        icon,
        iconTileClassName: iconTiles[icon],
        title: item(key, "title"),
        description: item(key, "description"),
        bullets: bullets?.map((bullet) => item(key, `bullets.${bullet}`)),
      }));
      return { ...band, kind: "features", columns, density, items };
    }
    case "stats": {
      const items = Object.entries(section.items).map(([key, icon]) => ({
        icon,
        value: item(key, "value"),
        label: item(key, "label"),
        description: item(key, "description"),
      }));
      return { ...band, kind: "stats", items };
    }
    case "process": {
      const steps = section.steps.map((key) => ({
        title: t(`${id}.steps.${key}.title`),
        description: t(`${id}.steps.${key}.description`),
      }));
      return { ...band, kind: "process", steps };
    }
  }
}

export function serviceView(content: Service, t: Words) {
  return {
    name: t("serviceName"),
    description: t("meta.description"),
    hero: {
      icon: content.heroIcon,
      eyebrow: t("hero.eyebrow"),
      title: t.rich("hero.title", { highlight }),
      subtitle: t("hero.subtitle"),
      ctaLabel: t("hero.cta"),
      aside: { title: t("hero.asideTitle"), items: content.aside.map((key) => t(`hero.aside.${key}`)) },
    },
    sections: content.sections.map((section) => sectionView(section, t)),
    cta: { title: t("cta.title"), text: t("cta.text"), buttonLabel: t("cta.button") },
  };
}
