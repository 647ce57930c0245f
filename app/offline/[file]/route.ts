import { offlinePage } from "@/lib/offline-page";
import type { Locale } from "@/lib/i18n/routing";

// The service worker's offline pages (/offline/pl.html, /offline/en.html), built at build time so they render with
// no network and no other cached file. The dotted path keeps them out of the locale proxy.
export const dynamic = "force-static";
export const dynamicParams = false;

const FILES: Record<string, Locale> = { "pl.html": "pl", "en.html": "en" };

export function generateStaticParams() {
  return Object.keys(FILES).map((file) => ({ file }));
}

export async function GET(_request: Request, { params }: RouteContext<"/offline/[file]">) {
  const { file } = await params;
  const locale = FILES[file] ?? "pl";
  return new Response(offlinePage(locale), { headers: { "content-type": "text/html; charset=utf-8" } });
}
