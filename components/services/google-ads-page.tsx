import {
  Activity,
  BarChart3,
  Crosshair,
  Megaphone,
  MousePointerClick,
  Repeat2,
  Search,
  ShoppingBag,
  TrendingUp,
  Video,
  Wallet,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { FeatureGrid } from "./feature-grid";
import { ProcessSteps } from "./process-steps";
import { ServiceCta } from "./service-cta";
import { ServiceHero, highlight } from "./service-hero";
import { ServiceJsonLd } from "./service-json-ld";
import { servicePageFrame } from "./service-page-frame";
import { ServiceSection } from "./service-section";
import { StatTiles } from "./stat-tiles";

const services = [
  { key: "search", icon: Search },
  { key: "pmax", icon: Megaphone },
  { key: "shopping", icon: ShoppingBag },
  { key: "youtube", icon: Video },
  { key: "remarketing", icon: Repeat2 },
  { key: "tracking", icon: BarChart3 },
] as const;
const results = [
  { key: "accuracy", icon: Crosshair },
  { key: "conversions", icon: TrendingUp },
  { key: "monitoring", icon: Activity },
  { key: "roi", icon: Wallet },
] as const;
const steps = ["audit", "research", "strategy", "tracking", "ads", "optimize", "report"] as const;
const aside = ["a", "b", "c", "d"] as const;

export const googleAdsPath = "/google-ads";

export async function GoogleAdsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "GoogleAds" });
  const frame = await servicePageFrame(locale);

  return (
    <>
      <ServiceJsonLd
        locale={locale}
        path={googleAdsPath}
        name={t("serviceName")}
        description={t("meta.description")}
        homeCrumb={frame.homeCrumb}
      />
      <ServiceHero
        back={frame.back}
        icon={MousePointerClick}
        eyebrow={t("hero.eyebrow")}
        title={t.rich("hero.title", { highlight })}
        subtitle={t("hero.subtitle")}
        cta={{ href: frame.contactHref, label: t("hero.cta") }}
        note={frame.note}
        aside={{ title: t("hero.asideTitle"), items: aside.map((k) => t(`hero.aside.${k}`)) }}
      />
      <ServiceSection id="services" eyebrow={t("services.eyebrow")} title={t("services.title")} subtitle={t("services.subtitle")}>
        <FeatureGrid
          items={services.map(({ key, icon }) => ({
            icon,
            title: t(`services.items.${key}.title`),
            description: t(`services.items.${key}.description`),
          }))}
        />
      </ServiceSection>
      <ServiceSection
        id="results"
        tone="tinted"
        eyebrow={t("results.eyebrow")}
        title={t("results.title")}
        subtitle={t("results.subtitle")}
      >
        <StatTiles
          items={results.map(({ key, icon }) => ({
            icon,
            value: t(`results.items.${key}.value`),
            label: t(`results.items.${key}.label`),
            description: t(`results.items.${key}.description`),
          }))}
        />
      </ServiceSection>
      <ServiceSection id="process" eyebrow={t("process.eyebrow")} title={t("process.title")} subtitle={t("process.subtitle")}>
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
