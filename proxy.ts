import createMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { languageRedirect } from "@/lib/i18n/redirects";
import { routing } from "@/lib/i18n/routing";

const intl = createMiddleware(routing);

export default function proxy(request: NextRequest) {
  const redirect = languageRedirect(request.nextUrl);
  if (redirect) return NextResponse.redirect(redirect, 308);
  return intl(request);
}

export const config = {
  matcher: ["/((?!api|_next|_vercel|.*opengraph-image|.*\\..*).*)"],
};
