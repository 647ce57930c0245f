import type { ServicePageContent } from "./types";

export const websiteDevelopment: ServicePageContent = {
  page: "websiteDevelopment",
  namespace: "WebsiteDevelopment",
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
};
