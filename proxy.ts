import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { articleSlugPairs } from "@/lib/blog/slug-pairs";
import { campaignSlugPairs } from "@/content/campaigns/files";
import { campaignLanguageRedirect } from "@/content/campaigns/routes";
import { articleRedirect } from "@/lib/blog/slugs";
import { adminStorage } from "@/lib/keystatic/storage";
import { LANGUAGE_PARAMS, languageRedirect } from "@/lib/i18n/redirects";
import { routing } from "@/lib/i18n/routing";

const intl = createMiddleware(routing);
const EDITOR = /^\/keystatic(?:\/|$)/;

/** An article or a campaign page asked for in the other language leads to its translation (or that language's list). */
function withTranslation(url: URL, languageTarget: URL | null): URL | null {
  const target = new URL(languageTarget ?? url);
  const languageSwitch = languageTarget !== null && LANGUAGE_PARAMS.some((p) => url.searchParams.has(p));
  const articlePath = articleRedirect(target.pathname, articleSlugPairs(), languageSwitch);
  const campaignPath = languageSwitch ? campaignLanguageRedirect(url.pathname, campaignSlugPairs()) : null;
  const translated = articlePath ?? campaignPath;
  if (!translated) return languageTarget;
  target.pathname = translated;
  return target;
}

export default function proxy(request: NextRequest) {
  // The editor (app/keystatic) has no locale. Where the server has no editor, its address is an unknown page of the
  // site, answered by the site's own 404.
  if (EDITOR.test(request.nextUrl.pathname) && adminStorage()) return NextResponse.next();
  const redirect = withTranslation(request.nextUrl, languageRedirect(request.nextUrl));
  if (redirect) return NextResponse.redirect(redirect, 308);
  return intl(request);
}

export const config = {
  // Dotted paths are files, except the Polish feed, which is rewritten to /pl/blog/rss.xml like any page.
  matcher: ["/((?!api|_next|_vercel|.*opengraph-image|.*\\..*).*)", "/blog/rss.xml", "/pl/blog/rss.xml"],
};
