import type { Service } from "./types";

export const metaAds = {
  id: "meta-ads",
  path: "/meta-ads",
  namespace: "MetaAds",
  updated: "2026-11-27",
  cardIcon: "Megaphone",
  heroIcon: "Sparkles",
  aside: ["a", "b", "c", "d"],
  sections: [
    {
      kind: "features",
      id: "platforms",
      columns: 2,
      items: { facebook: "Facebook", instagram: "Instagram" },
      bullets: ["a", "b", "c", "d"],
    },
    {
      kind: "features",
      id: "formats",
      tone: "tinted",
      items: {
        image: "ImageIcon",
        video: "Play",
        carousel: "GalleryHorizontal",
        stories: "Smartphone",
        collection: "LayoutGrid",
        catalog: "ShoppingCart",
      },
    },
    {
      kind: "features",
      id: "targeting",
      columns: 4,
      density: "compact",
      items: {
        demographics: "Users",
        location: "MapPin",
        interests: "Heart",
        behaviors: "Briefcase",
        customAudiences: "ListChecks",
        retargeting: "Repeat2",
        lookalike: "UserRoundSearch",
        engagement: "UsersRound",
      },
    },
    {
      kind: "stats",
      id: "results",
      tone: "tinted",
      items: { sales: "TrendingUp", cost: "PiggyBank", traffic: "MousePointerClick", awareness: "Eye" },
    },
  ],
} as const satisfies Service;
