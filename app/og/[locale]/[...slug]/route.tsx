import { headline, renderOgImage } from "@/lib/og-image";
import { siteUrl } from "@/lib/env";
import { translator } from "@/lib/i18n/messages";
import { sharePages, type SharePage } from "@/lib/site/entries";
import { ogImagePath } from "@/lib/site/map";

// One image per page and language, drawn at build: /og/pl/index.png, /og/en/google-ads.png, /og/pl/blog/<slug>.png.
export const dynamic = "force-static";
export const dynamicParams = false;

const slugOf = (page: Pick<SharePage, "locale" | "path">) => ogImagePath(page.locale, page.path).split("/").slice(3);

export function generateStaticParams() {
  return sharePages().map((page) => ({ locale: page.locale, slug: slugOf(page) }));
}

export async function GET(_request: Request, { params }: RouteContext<"/og/[locale]/[...slug]">) {
  const { locale, slug } = await params;
  const page = sharePages().find((p) => p.locale === locale && slugOf(p).join("/") === slug.join("/"));
  if (!page) return new Response("Not found", { status: 404 });
  const tagline = translator(page.locale, "Site")("tagline");
  const title = headline(page.title());
  // Under the title: the tagline, or the site's address where the title already says it (home).
  const footer = title.toLowerCase() === tagline.toLowerCase() ? new URL(siteUrl).host : tagline;
  return renderOgImage({ title, tagline: footer });
}
