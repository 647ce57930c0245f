import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import type { Post } from "@/lib/blog/posts";
import type { Locale } from "@/lib/i18n/routing";
import { PostBadges } from "./post-badges";
import { PostMeta } from "./post-meta";

export async function PostCard({ locale, post }: { locale: Locale; post: Post }) {
  const t = await getTranslations({ locale, namespace: "Blog" });
  return (
    <article className="group relative flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm transition hover:-translate-y-0.5 hover:border-brand-200 hover:shadow-xl hover:shadow-brand-900/5 sm:p-8">
      <div className="flex flex-wrap gap-2">
        <PostBadges post={post} tagClassName="bg-slate-50" />
      </div>
      <h3 className="mt-5 text-xl font-bold tracking-tight text-balance text-ink sm:text-2xl">
        <NextLink href={post.path} className="hover:text-brand-700">
          {post.title}
        </NextLink>
      </h3>
      <p className="mt-3 flex-1 leading-7 text-slate-600">{post.description}</p>
      <PostMeta locale={locale} post={post} className="mt-6 border-t border-slate-100 pt-5" />
      <NextLink
        href={post.path}
        aria-label={t("readArticleLabel", { title: post.title })}
        className="mt-5 inline-flex items-center gap-1.5 self-start rounded font-semibold text-brand-700 hover:text-brand-800"
      >
        {t("readArticle")}
        <Icon name="ArrowRight" className="size-4 transition-transform group-hover:translate-x-1" />
      </NextLink>
    </article>
  );
}
