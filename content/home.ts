import type { IconName } from "@/components/ui/icons/names";

// Figures of the home page; a figure written differently in Polish has a value per language.
export const heroStats = [
  { key: "projects", value: "150+" },
  { key: "satisfaction", value: "98%" },
  { key: "impressions", value: { pl: "5 mln+", en: "5M+" } },
] as const;

export const heroBadges = [
  { key: "roi", value: "+240%" },
  { key: "conversion", value: "+85%" },
] as const;

/** The benefits the home page lists, in order, each with its icon; their words are in messages (Benefits.items). */
export const benefits = [
  { key: "growth", icon: "TrendingUp" },
  { key: "conversion", icon: "Target" },
  { key: "visibility", icon: "Eye" },
  { key: "credibility", icon: "ShieldCheck" },
  { key: "efficiency", icon: "Gauge" },
  { key: "insights", icon: "BarChart3" },
] as const satisfies readonly { key: string; icon: IconName }[];

export type BenefitKey = (typeof benefits)[number]["key"];
