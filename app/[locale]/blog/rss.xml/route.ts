import { getTranslations } from "next-intl/server";
import { renderFeed } from "@/lib/blog/feed";
import { getPosts } from "@/lib/blog/posts";
import { routing } from "@/lib/i18n/routing";
import { pageLocale } from "@/lib/i18n/locale";
import { site } from "@/lib/site/identity";

export const dynamic = "force-static";
export const dynamicParams = false;

export function generateStaticParams() {
  return routing.locales.map((locale) => ({ locale }));
}

export async function GET(_request: Request, { params }: RouteContext<"/[locale]/blog/rss.xml">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Blog" });
  const tPost = await getTranslations({ locale, namespace: "BlogPost" });
  const xml = renderFeed({
    locale,
    title: t("feedTitle", { brand: site.name }),
    description: t("feedDescription"),
    author: (post) => tPost("byline", { author: post.author, brand: site.name }),
    posts: getPosts(locale),
  });
  return new Response(xml, { headers: { "Content-Type": "application/rss+xml; charset=utf-8" } });
}
