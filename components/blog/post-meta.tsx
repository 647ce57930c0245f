import { cn } from "@/lib/utils";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/i18n/format";
import type { Locale } from "@/lib/i18n/routing";
import type { Post } from "@/lib/blog/posts";
import { site } from "@/lib/site/identity";

type Props = { locale: Locale; post: Post; className?: string };

export async function PostMeta({ locale, post, className }: Props) {
  const t = await getTranslations({ locale, namespace: "BlogPost" });
  const formatDate = (iso: string) => formatDay(locale, iso);

  return (
    <dl className={cn("flex flex-wrap items-center gap-x-5 gap-y-2 text-sm text-slate-600", className)}>
      <div className="flex items-center gap-1.5">
        <dt>
          <Icon name="CalendarDays" className="size-4 text-brand-600" />
          <span className="sr-only">{t("published")}</span>
        </dt>
        <dd>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
        </dd>
      </div>
      {post.updated !== post.date && (
        <div className="flex items-center gap-1.5">
          <dt>{t("updated")}:</dt>
          <dd>
            <time dateTime={post.updated}>{formatDate(post.updated)}</time>
          </dd>
        </div>
      )}
      <div className="flex items-center gap-1.5">
        <dt>
          <Icon name="Clock" className="size-4 text-brand-600" />
        </dt>
        <dd>{t("readTime", { minutes: post.readTime })}</dd>
      </div>
      <div className="flex items-center gap-1.5">
        <dt>
          <Icon name="UserRound" className="size-4 text-brand-600" />
          <span className="sr-only">{t("author")}</span>
        </dt>
        <dd>{t("byline", { author: post.author, brand: site.name })}</dd>
      </div>
    </dl>
  );
}
