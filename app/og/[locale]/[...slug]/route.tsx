import { messageAt, ogPages } from "@/lib/pages";
import { headline, renderOgImage } from "@/lib/og-image";
import { siteUrl } from "@/lib/env";

// One image per page and language, drawn at build: /og/pl/index.png, /og/en/google-ads.png, /og/pl/blog/<slug>.png.
export const dynamic = "force-static";
export const dynamicParams = false;

function toSlug(path: string) {
  return (path === "/" ? "/index" : path).slice(1).concat(".png").split("/");
}

export function generateStaticParams() {
  return ogPages().map(({ locale, path }) => ({ locale, slug: toSlug(path) }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/[locale]/[...slug]">) {
  const { locale, slug } = await params;
  const page = ogPages().find((p) => p.locale === locale && toSlug(p.path).join("/") === slug.join("/"));
  if (!page) return new Response("Not found", { status: 404 });
  const tagline = messageAt(page.locale, "Site.tagline") ?? "";
  const title = headline(page.title ?? tagline);
  // Under the title: the tagline, or the site's address where the title already says it (home).
  const footer = title.toLowerCase() === tagline.toLowerCase() ? new URL(siteUrl).host : tagline;
  return renderOgImage({ title, tagline: footer });
}
