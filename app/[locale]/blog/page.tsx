import type { Metadata } from "next";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { BlogCta } from "@/components/blog/blog-cta";
import { PostCard } from "@/components/blog/post-card";
import { Badge } from "@/components/ui/badge";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { getPosts } from "@/lib/blog/posts";
import { feedPath } from "@/lib/blog/feed";
import { feedAlternate } from "@/lib/blog/metadata";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { pageMetadata } from "@/lib/metadata";
import { href, route } from "@/lib/site/map";
import { pageLocale } from "@/lib/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/blog">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Blog" });
  const metadata = pageMetadata({
    locale,
    path: route("blog"),
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
  return { ...metadata, alternates: { ...metadata.alternates, types: await feedAlternate(locale) } };
}

export default async function BlogPage({ params }: PageProps<"/[locale]/blog">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "Blog" });
  const tPost = await getTranslations({ locale, namespace: "BlogPost" });
  const posts = getPosts(locale);
  const categories = [...new Set(posts.map((post) => post.category))];

  return (
    <>
      <JsonLd
        data={breadcrumbJsonLd([
          { name: tPost("breadcrumbHome"), path: href(locale, route("home")) },
          { name: tPost("breadcrumbBlog"), path: href(locale, route("blog")) },
        ])}
      />
      <section className="relative overflow-hidden bg-gradient-to-br from-brand-950 via-brand-800 to-brand-600 py-16 text-white sm:py-24">
        <div aria-hidden className="absolute -top-32 right-0 size-96 glow text-brand-400/30" />
        <div aria-hidden className="absolute top-[22rem] -left-20 size-96 glow text-accent-400/20 lg:top-[17rem]" />
        <Container className="relative">
          <p className="text-sm font-semibold tracking-widest text-brand-200 uppercase">{t("eyebrow")}</p>
          <h1 className="mt-3 max-w-3xl text-4xl font-bold tracking-tight text-balance sm:text-5xl">{t("title")}</h1>
          <p className="mt-5 max-w-2xl text-lg leading-8 text-pretty text-brand-100">{t("subtitle")}</p>
          <h2 className="sr-only">{t("categories")}</h2>
          <ul className="mt-8 flex flex-wrap gap-2">
            {categories.map((category) => (
              <li key={category}>
                <Badge className="bg-white/10 px-4 py-1.5 text-sm text-white ring-white/25">{category}</Badge>
              </li>
            ))}
          </ul>
          <a
            href={feedPath(locale)}
            type="application/rss+xml"
            className="mt-8 inline-flex items-center gap-2 rounded text-sm font-semibold text-brand-100 hover:text-white"
          >
            <Icon name="Rss" className="size-4" />
            {t("rss")}
          </a>
        </Container>
      </section>
      <section aria-labelledby="articles-heading" className="bg-slate-50 py-16 sm:py-20">
        <Container>
          <h2 id="articles-heading" className="sr-only">
            {t("articles")}
          </h2>
          <ul className="grid gap-6 md:grid-cols-2 lg:gap-8">
            {posts.map((post, index) => (
              <li key={post.slug} className={index === 0 && posts.length % 2 === 1 ? "md:col-span-2" : undefined}>
                <PostCard locale={locale} post={post} />
              </li>
            ))}
          </ul>
          <div className="mt-16">
            <BlogCta locale={locale} headingId="blog-cta" t={t} />
          </div>
        </Container>
      </section>
    </>
  );
}
