import type { NextConfig } from "next";
import createNextIntlPlugin from "next-intl/plugin";
import { siteUrl } from "./lib/env";
import { securityHeaders } from "./lib/security-headers";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  experimental: { globalNotFound: true },
  async headers() {
    // Pages, 404s, the proxy's redirects, API responses and static files alike.
    return [{ source: "/:path*", headers: securityHeaders({ siteUrl, dev: process.env.NODE_ENV === "development" }) }];
  },
};

export default withNextIntl(nextConfig);
