import type { MetadataRoute } from "next";
import { themeColor } from "@/lib/site/brand";
import { translator } from "@/lib/i18n/messages";
import { site } from "@/lib/site/identity";
import { route } from "@/lib/site/map";

export default function manifest(): MetadataRoute.Manifest {
  const t = translator("pl", "Site");
  return {
    name: `${site.name} – ${t("tagline")}`,
    short_name: site.name,
    description: t("description"),
    lang: "pl",
    start_url: route("home"),
    scope: route("home"),
    display: "standalone",
    background_color: "#ffffff",
    theme_color: themeColor,
    icons: [
      { src: "/icon-192.png", sizes: "192x192", type: "image/png", purpose: "any" },
      { src: "/icon.png", sizes: "512x512", type: "image/png", purpose: "any" },
      { src: "/icon-maskable.png", sizes: "512x512", type: "image/png", purpose: "maskable" },
    ],
  };
}
