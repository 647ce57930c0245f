import type { NextConfig } from "next";
import { PHASE_PRODUCTION_BUILD } from "next/constants";
import createNextIntlPlugin from "next-intl/plugin";
import { readCampaignFiles, readCampaignSlugs } from "./content/campaigns/files";
import { readArticleSlugPairs } from "./lib/blog/slug-pairs";
import { siteUrl } from "./lib/env";
import { legalFacts } from "./lib/legal/facts";
import { assertSignedFacts } from "./lib/legal/signed-facts";
import { contentSecurityPolicy, securityHeaders } from "./lib/security-headers";
import { assertPublishableIdentity } from "./lib/site/placeholders";

const withNextIntl = createNextIntlPlugin("./lib/i18n/request.ts");

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // A container runs the self-contained server of .next/standalone (Dockerfile); `next start` serves the plain build.
  output: process.env.NEXT_OUTPUT === "standalone" ? "standalone" : undefined,
  experimental: {
    globalNotFound: true,
    // The stylesheet travels in each page's <head> instead of a render-blocking request, which cost a phone a round
    // trip before the first paint. patches/next+16.4.6.patch keeps its text out of the RSC payloads (docs/benchmarks.md).
    inlineCss: true,
  },
  // ARTICLE_SLUGS: the articles' slug pairs, read once here for the proxy and the pages (lib/blog/slug-pairs.ts).
  // CAMPAIGN_FILES: the campaign pages' files, likewise, for the pages and the form (content/campaigns/pages.ts), and
  // CAMPAIGN_SLUGS their addresses by language, for the proxy's ?lang= (content/campaigns/files.ts).
  // LEGAL_FACTS: the configuration the static privacy policy describes; a start with another one warns.
  env: {
    ARTICLE_SLUGS: JSON.stringify(readArticleSlugPairs()),
    CAMPAIGN_FILES: JSON.stringify(readCampaignFiles()),
    CAMPAIGN_SLUGS: JSON.stringify(readCampaignSlugs()),
    LEGAL_FACTS: JSON.stringify(legalFacts()),
  },
  // The widths the one photo (the hero's, 1200 px wide, shown at most 600 px wide) is offered in.
  images: { deviceSizes: [640, 750, 828, 1080, 1200], imageSizes: [384] },
  async headers() {
    const dev = process.env.NODE_ENV === "development";
    return [
      // Pages, 404s, the proxy's redirects, API responses and static files alike.
      { source: "/:path*", headers: securityHeaders({ siteUrl, dev }) },
      // The editor's pages: the same policy and GitHub (the later rule's header replaces the first's).
      {
        source: "/keystatic/:path*",
        headers: [{ key: "Content-Security-Policy", value: contentSecurityPolicy({ dev, editor: true }) }],
      },
    ];
  },
};

export default function config(phase: string): NextConfig {
  // A build for the public site stops when its configuration would change a legal text under its old date, and a
  // Vercel production build while the company identity is the placeholder.
  if (phase === PHASE_PRODUCTION_BUILD) {
    assertSignedFacts({ siteUrl, vercelEnv: process.env.VERCEL_ENV });
    assertPublishableIdentity({ vercelEnv: process.env.VERCEL_ENV, allow: process.env.ALLOW_PLACEHOLDER_IDENTITY });
  }
  return withNextIntl(nextConfig);
}
