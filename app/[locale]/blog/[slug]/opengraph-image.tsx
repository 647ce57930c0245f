import { notFound } from "next/navigation";
import { getAllPosts, getPost } from "@/lib/blog/posts";
import { pageLocale } from "@/lib/i18n/locale";
import { shareImage } from "@/lib/og-image";

export { alt, contentType, size } from "@/lib/og-image";

export function generateStaticParams() {
  return getAllPosts().map((post) => ({ locale: post.language, slug: post.slug }));
}

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const post = getPost(await pageLocale(params), (await params).slug);
  if (!post) notFound();
  return shareImage(post.language, post.title);
}
