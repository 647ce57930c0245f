import { getTranslations } from "next-intl/server";
import { TrackPageView } from "@/components/tracking/track-page-view";
import { Badge } from "@/components/ui/badge";
import { BackLink } from "@/components/ui/back-link";
import { JsonLd } from "@/components/ui/json-ld";
import { TableOfContents } from "@/components/ui/table-of-contents";
import { blogPostingJsonLd } from "@/lib/blog/jsonld";
import { articleByline } from "@/lib/blog/metadata";
import type { Post } from "@/lib/blog/posts";
import type { Locale } from "@/lib/i18n/routing";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { compileContent } from "@/lib/mdx/compile";
import { href, route } from "@/lib/site/map";
import { BlogCta } from "./blog-cta";
import { mdxComponents } from "./mdx-components";
import { PostBadges } from "./post-badges";
import { PostMeta } from "./post-meta";
import { ShareButton } from "./share-button";

const wrapper = "mx-auto w-full max-w-6xl px-4 sm:px-6 lg:px-8";

export async function ArticlePage({ locale, post }: { locale: Locale; post: Post }) {
  const t = await getTranslations({ locale, namespace: "BlogPost" });
  const { content, headings } = await compileContent(post.body, mdxComponents(locale), post.language);
  const blogPath = href(locale, route("blog"));

  return (
    <>
      <TrackPageView />
      <JsonLd
        data={[
          blogPostingJsonLd(post, { author: await articleByline(locale, post) }),
          breadcrumbJsonLd([
            { name: t("breadcrumbHome"), path: href(locale, route("home")) },
            { name: t("breadcrumbBlog"), path: blogPath },
            { name: post.title, path: post.path },
          ]),
        ]}
      />
      <article>
        <header className="bg-gradient-to-b from-brand-50 via-white to-white pt-8 pb-10 sm:pt-12">
          <div className={wrapper}>
            <BackLink href={blogPath} tone="light">
              {t("back")}
            </BackLink>
            <div className="mt-6 flex flex-wrap gap-2">
              <PostBadges post={post} tagClassName="bg-white" />
            </div>
            <h1 className="mt-5 max-w-4xl text-3xl leading-tight font-bold tracking-tight text-balance text-ink sm:text-5xl sm:leading-tight">
              {post.title}
            </h1>
            <p className="mt-5 max-w-3xl text-lg leading-8 text-pretty text-slate-600 sm:text-xl">{post.description}</p>
            <div className="mt-8 flex flex-wrap items-center justify-between gap-4 border-y border-slate-200 py-4">
              <PostMeta locale={locale} post={post} />
              <ShareButton
                title={post.title}
                description={post.description}
                labels={{
                  share: t("share"),
                  shareLabel: t("shareLabel"),
                  copied: t("linkCopied"),
                  copyFailed: t("copyFailed"),
                }}
              />
            </div>
          </div>
        </header>
        <div
          className={`${wrapper} grid grid-cols-[minmax(0,1fr)] gap-10 pb-16 lg:grid-cols-[minmax(0,1fr)_15rem] lg:gap-16`}
        >
          <TableOfContents headings={headings} title={t("toc")} variant="article" className="lg:order-2" />
          <div className="w-full max-w-3xl text-[1.0625rem] text-slate-700 sm:text-lg lg:order-1 [&>h2:first-child]:mt-2">
            {content}
            <footer className="mt-14 border-t border-slate-200 pt-8">
              <h2 className="text-sm font-semibold tracking-wide text-ink uppercase">{t("allTags")}</h2>
              <ul className="mt-4 flex flex-wrap gap-2">
                {post.tags.map((tag) => (
                  <li key={tag}>
                    <Badge className="bg-slate-50 font-medium text-slate-700 ring-slate-200">{tag}</Badge>
                  </li>
                ))}
              </ul>
            </footer>
          </div>
        </div>
      </article>
      <div className={`${wrapper} pb-20`}>
        <BlogCta locale={locale} headingId="article-cta" t={t} />
      </div>
    </>
  );
}
