import type { Service } from "./types";

export const googleAds = {
  id: "google-ads",
  path: "/google-ads",
  namespace: "GoogleAds",
  updated: "2026-11-26",
  cardIcon: "Search",
  heroIcon: "MousePointerClick",
  aside: ["a", "b", "c", "d"],
  sections: [
    {
      kind: "features",
      id: "services",
      items: {
        search: "Search",
        pmax: "Megaphone",
        shopping: "ShoppingBag",
        youtube: "Video",
        remarketing: "Repeat2",
        tracking: "BarChart3",
      },
    },
    {
      kind: "stats",
      id: "results",
      tone: "tinted",
      items: { accuracy: "Crosshair", conversions: "TrendingUp", monitoring: "Activity", roi: "Wallet" },
    },
    {
      kind: "process",
      id: "process",
      steps: ["audit", "research", "strategy", "tracking", "ads", "optimize", "report"],
    },
  ],
} as const satisfies Service;
