import { Code2, Gauge, LayoutTemplate, MonitorSmartphone, Settings2, ShoppingCart, Target } from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { FeatureGrid } from "./feature-grid";
import { ProcessSteps } from "./process-steps";
import { ServiceCta } from "./service-cta";
import { ServiceHero, highlight } from "./service-hero";
import { ServiceJsonLd } from "./service-json-ld";
import { servicePageFrame } from "./service-page-frame";
import { ServiceSection } from "./service-section";

const offers = [
  { key: "company", icon: LayoutTemplate },
  { key: "ecommerce", icon: ShoppingCart },
  { key: "landing", icon: Target },
  { key: "responsive", icon: MonitorSmartphone },
  { key: "seo", icon: Gauge },
  { key: "cms", icon: Settings2 },
] as const;
const steps = ["brief", "design", "build", "launch", "care"] as const;
const aside = ["a", "b", "c", "d"] as const;

export const websiteDevelopmentPath = "/website-development";

export async function WebsiteDevelopmentPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "WebsiteDevelopment" });
  const frame = await servicePageFrame(locale);

  return (
    <>
      <ServiceJsonLd
        locale={locale}
        path={websiteDevelopmentPath}
        name={t("serviceName")}
        description={t("meta.description")}
        homeCrumb={frame.homeCrumb}
      />
      <ServiceHero
        back={frame.back}
        icon={Code2}
        eyebrow={t("hero.eyebrow")}
        title={t.rich("hero.title", { highlight })}
        subtitle={t("hero.subtitle")}
        cta={{ href: frame.contactHref, label: t("hero.cta") }}
        note={frame.note}
        aside={{ title: t("hero.asideTitle"), items: aside.map((k) => t(`hero.aside.${k}`)) }}
      />
      <ServiceSection id="offer" eyebrow={t("offers.eyebrow")} title={t("offers.title")} subtitle={t("offers.subtitle")}>
        <FeatureGrid
          items={offers.map(({ key, icon }) => ({
            icon,
            title: t(`offers.items.${key}.title`),
            description: t(`offers.items.${key}.description`),
          }))}
        />
      </ServiceSection>
      <ServiceSection
        id="process"
        tone="tinted"
        eyebrow={t("process.eyebrow")}
        title={t("process.title")}
        subtitle={t("process.subtitle")}
      >
        <ProcessSteps
          steps={steps.map((key) => ({
            title: t(`process.steps.${key}.title`),
            description: t(`process.steps.${key}.description`),
          }))}
        />
      </ServiceSection>
      <ServiceCta
        title={t("cta.title")}
        text={t("cta.text")}
        button={{ href: frame.contactHref, label: t("cta.button") }}
        points={frame.ctaPoints}
      />
    </>
  );
}
