import type { MetadataRoute } from "next";
import { loadMessages } from "@/lib/i18n/messages";
import { themeColor } from "@/lib/brand";
import { site } from "@/lib/site";

export default function manifest(): MetadataRoute.Manifest {
  const { Site } = loadMessages("pl");
  return {
    name: `${site.name} – ${Site.tagline}`,
    short_name: site.name,
    description: Site.description,
    lang: "pl",
    start_url: "/",
    scope: "/",
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
