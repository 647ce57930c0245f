import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { siteUrl } from "./lib/env";
import { securityHeaders } from "./lib/security-headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  // The widths the one photo (the hero's, 1200 px wide, shown at most 600 px wide) is offered in: larger ones would
  // be the same file, and each width is a srcset entry in the page, its preload and its RSC payload.
  images: { deviceSizes: [640, 750, 828, 1080, 1200], imageSizes: [384] },
  async headers() {
    // Pages, 404s, the proxy's redirects, API responses and static files alike.
    return [{ source: "/:path*", headers: securityHeaders({ siteUrl, dev: process.env.NODE_ENV === "development" }) }];
  },
};

export default withNextIntl(nextConfig);
