import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { articleRedirect } from "@/lib/blog/slugs";
import { routing } from "@/lib/i18n/routing";

const intl = createMiddleware(routing);
const LANGUAGE_PARAMS = ["lng", "lang"] as const;

function isEnglishPath(pathname: string) {
  return pathname === "/en" || pathname.startsWith("/en/");
}

function stripPrefix(pathname: string, prefix: string) {
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

/** Where the request must go instead, or null when the path already says the right language. */
export function languageRedirect(url: URL): URL | null {
  const target = new URL(url);
  const { pathname } = url;

  if (pathname === "/pl" || pathname.startsWith("/pl/")) {
    target.pathname = stripPrefix(pathname, "/pl");
    return target;
  }

  const requested = LANGUAGE_PARAMS.map((p) => url.searchParams.get(p)?.toLowerCase().slice(0, 2)).find(Boolean);
  if (!requested) return null;
  const english = isEnglishPath(pathname);
  if (requested === "en" && !english) {
    target.pathname = pathname === "/" ? "/en" : `/en${pathname}`;
  } else if (requested === "pl" && english) {
    target.pathname = stripPrefix(pathname, "/en");
  } else {
    return null;
  }
  for (const p of LANGUAGE_PARAMS) target.searchParams.delete(p);
  return target;
}

/** An article asked for with the other language's slug goes to its own URL (a ?lang= switch: to its translation). */
function withArticleRedirect(url: URL, languageTarget: URL | null): URL | null {
  const target = new URL(languageTarget ?? url);
  const languageSwitch = languageTarget !== null && LANGUAGE_PARAMS.some((p) => url.searchParams.has(p));
  const articlePath = articleRedirect(target.pathname, languageSwitch);
  if (!articlePath) return languageTarget;
  target.pathname = articlePath;
  return target;
}

export default function proxy(request: NextRequest) {
  const redirect = withArticleRedirect(request.nextUrl, languageRedirect(request.nextUrl));
  if (redirect) return NextResponse.redirect(redirect, 308);
  return intl(request);
}

export const config = {
  // Dotted paths are files, except the Polish feed, which is rewritten to /pl/blog/rss.xml like any page.
  matcher: ["/((?!api|_next|_vercel|.*opengraph-image|.*\\..*).*)", "/blog/rss.xml", "/pl/blog/rss.xml"],
};
