import type { MetadataRoute } from "next";
import { absoluteUrl } from "@/lib/metadata";

export default function robots(): MetadataRoute.Robots {
  // The editor (app/keystatic) is for the owner: signed in through GitHub, or absent (404) where it is not set up.
  return {
    rules: { userAgent: "*", allow: "/", disallow: ["/keystatic", "/api/keystatic"] },
    sitemap: absoluteUrl("/sitemap.xml"),
  };
}
