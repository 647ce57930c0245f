import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { ArticlePage } from "@/components/blog/article-page";
import { articleByline, articleTitle, feedAlternate } from "@/lib/blog/metadata";
import { getPost, getPosts, getTranslation } from "@/lib/blog/posts";
import { articleRoute } from "@/lib/blog/slugs";
import { pageLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/metadata";

export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  return getPosts(await pageLocale(params)).map((post) => ({ slug: post.slug }));
}

async function loadPost(params: PageProps<"/[locale]/blog/[slug]">["params"]) {
  const { slug } = await params;
  const locale = await pageLocale(params);
  const post = getPost(locale, slug);
  if (!post) notFound();
  return { locale, post };
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog/[slug]">): Promise<Metadata> {
  const { locale, post } = await loadPost(params);
  const translation = getTranslation(post);
  const author = await articleByline(locale, post);
  const metadata = pageMetadata({
    locale,
    path: articleRoute(post.slug),
    title: articleTitle(post.title),
    absoluteTitle: true,
    description: post.description,
    keywords: post.tags,
    languages: { [post.language]: post.path, ...(translation && { [translation.language]: translation.path }) },
    openGraph: {
      type: "article",
      publishedTime: post.date,
      modifiedTime: post.updated,
      section: post.category,
      tags: post.tags,
      authors: [author],
    },
  });
  return {
    ...metadata,
    authors: [{ name: author }],
    alternates: { ...metadata.alternates, types: await feedAlternate(locale) },
  };
}

export default async function Page({ params }: PageProps<"/[locale]/blog/[slug]">) {
  const { locale, post } = await loadPost(params);
  return <ArticlePage locale={locale} post={post} />;
}
