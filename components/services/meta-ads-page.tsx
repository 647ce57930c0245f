import {
  Briefcase,
  Eye,
  GalleryHorizontal,
  Heart,
  ImageIcon,
  LayoutGrid,
  ListChecks,
  MapPin,
  MousePointerClick,
  PiggyBank,
  Play,
  Repeat2,
  ShoppingCart,
  Smartphone,
  Sparkles,
  TrendingUp,
  UserRoundSearch,
  Users,
  UsersRound,
} from "lucide-react";
import { getTranslations } from "next-intl/server";
import type { Locale } from "@/lib/i18n/routing";
import { FacebookIcon, InstagramIcon } from "./brand-icons";
import { FeatureGrid } from "./feature-grid";
import { ServiceCta } from "./service-cta";
import { ServiceHero, highlight } from "./service-hero";
import { ServiceJsonLd } from "./service-json-ld";
import { servicePageFrame } from "./service-page-frame";
import { ServiceSection } from "./service-section";
import { StatTiles } from "./stat-tiles";

const platforms = [
  { key: "facebook", icon: FacebookIcon, tile: "bg-[#1877f2] shadow-[#1877f2]/30" },
  {
    key: "instagram",
    icon: InstagramIcon,
    tile: "bg-gradient-to-tr from-[#f58529] via-[#dd2a7b] to-[#8134af] shadow-[#dd2a7b]/30",
  },
] as const;
const formats = [
  { key: "image", icon: ImageIcon },
  { key: "video", icon: Play },
  { key: "carousel", icon: GalleryHorizontal },
  { key: "stories", icon: Smartphone },
  { key: "collection", icon: LayoutGrid },
  { key: "catalog", icon: ShoppingCart },
] as const;
const targeting = [
  { key: "demographics", icon: Users },
  { key: "location", icon: MapPin },
  { key: "interests", icon: Heart },
  { key: "behaviors", icon: Briefcase },
  { key: "customAudiences", icon: ListChecks },
  { key: "retargeting", icon: Repeat2 },
  { key: "lookalike", icon: UserRoundSearch },
  { key: "engagement", icon: UsersRound },
] as const;
const results = [
  { key: "sales", icon: TrendingUp },
  { key: "cost", icon: PiggyBank },
  { key: "traffic", icon: MousePointerClick },
  { key: "awareness", icon: Eye },
] as const;
const bullets = ["a", "b", "c", "d"] as const;

export const metaAdsPath = "/meta-ads";

export async function MetaAdsPage({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "MetaAds" });
  const frame = await servicePageFrame(locale);

  return (
    <>
      <ServiceJsonLd
        locale={locale}
        path={metaAdsPath}
        name={t("serviceName")}
        description={t("meta.description")}
        homeCrumb={frame.homeCrumb}
      />
      <ServiceHero
        back={frame.back}
        icon={Sparkles}
        eyebrow={t("hero.eyebrow")}
        title={t.rich("hero.title", { highlight })}
        subtitle={t("hero.subtitle")}
        cta={{ href: frame.contactHref, label: t("hero.cta") }}
        note={frame.note}
        aside={{ title: t("hero.asideTitle"), items: bullets.map((k) => t(`hero.aside.${k}`)) }}
      />
      <ServiceSection
        id="platforms"
        eyebrow={t("platforms.eyebrow")}
        title={t("platforms.title")}
        subtitle={t("platforms.subtitle")}
      >
        <FeatureGrid
          columns={2}
          items={platforms.map(({ key, icon, tile }) => ({
            icon,
            iconTileClassName: tile,
            title: t(`platforms.${key}.title`),
            description: t(`platforms.${key}.description`),
            bullets: bullets.map((b) => t(`platforms.${key}.bullets.${b}`)),
          }))}
        />
      </ServiceSection>
      <ServiceSection
        id="formats"
        tone="tinted"
        eyebrow={t("formats.eyebrow")}
        title={t("formats.title")}
        subtitle={t("formats.subtitle")}
      >
        <FeatureGrid
          items={formats.map(({ key, icon }) => ({
            icon,
            title: t(`formats.items.${key}.title`),
            description: t(`formats.items.${key}.description`),
          }))}
        />
      </ServiceSection>
      <ServiceSection
        id="targeting"
        eyebrow={t("targeting.eyebrow")}
        title={t("targeting.title")}
        subtitle={t("targeting.subtitle")}
      >
        <FeatureGrid
          columns={4}
          density="compact"
          items={targeting.map(({ key, icon }) => ({
            icon,
            title: t(`targeting.items.${key}.title`),
            description: t(`targeting.items.${key}.description`),
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
      <ServiceCta
        title={t("cta.title")}
        text={t("cta.text")}
        button={{ href: frame.contactHref, label: t("cta.button") }}
        points={frame.ctaPoints}
      />
    </>
  );
}
