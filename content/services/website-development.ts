import type { Service } from "./types";

export const websiteDevelopment = {
  id: "website",
  path: "/website-development",
  namespace: "WebsiteDevelopment",
  updated: "2026-11-26",
  cardIcon: "Code2",
  heroIcon: "Code2",
  aside: ["a", "b", "c", "d"],
  sections: [
    {
      kind: "features",
      id: "offer",
      items: {
        company: "LayoutTemplate",
        ecommerce: "ShoppingCart",
        landing: "Target",
        responsive: "MonitorSmartphone",
        seo: "Gauge",
        cms: "Settings2",
      },
    },
    { kind: "process", id: "process", tone: "tinted", steps: ["brief", "design", "build", "launch", "care"] },
  ],
} as const satisfies Service;
