import type { ComponentProps, ReactNode } from "react";
import NextLink from "next/link";
import { cn } from "@/lib/utils";
import { Icon } from "@/components/ui/icon";
import type { MDXComponents } from "mdx/types";
import { buttonClasses } from "@/components/ui/button";
import { href, section } from "@/lib/site/map";
import type { Locale } from "@/lib/i18n/routing";

function Anchor({ href = "", className, ...props }: ComponentProps<"a">) {
  const classes = cn(
    "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700",
    className,
  );
  if (href.startsWith("/") || href.startsWith("#")) return <NextLink href={href} className={classes} {...props} />;
  return <a href={href} className={classes} target="_blank" rel="noopener noreferrer" {...props} />;
}

type AuditBoxProps = { title: string; cta: string; children: ReactNode };

function seoAuditBox(locale: Locale) {
  return function SeoAuditBox({ title, cta, children }: AuditBoxProps) {
    return (
      <aside className="my-12 overflow-hidden rounded-3xl bg-gradient-to-br from-brand-700 via-brand-600 to-brand-800 p-8 text-white shadow-xl shadow-brand-900/20 sm:p-10">
        <div className="flex items-start gap-4">
          <span className="hidden shrink-0 rounded-2xl bg-white/15 p-3 sm:block">
            <Icon name="SearchCheck" className="size-7" />
          </span>
          <div>
            <p className="text-2xl font-bold tracking-tight text-balance">{title}</p>
            <div className="mt-3 space-y-3 text-base leading-relaxed text-brand-50 [&_li]:ml-5 [&_li]:list-disc [&_p]:m-0 [&_strong]:text-white [&_ul]:space-y-1">
              {children}
            </div>
            <NextLink
              href={href(locale, section("contact"))}
              prefetch={false}
              className={buttonClasses("light", "lg", "mt-6")}
            >
              {cta}
              <Icon name="ArrowRight" className="size-5" />
            </NextLink>
          </div>
        </div>
      </aside>
    );
  };
}

export function mdxComponents(locale: Locale): MDXComponents {
  return {
    h2: ({ className, ...props }) => (
      <h2
        className={cn("mt-14 mb-4 text-2xl font-bold tracking-tight text-balance text-ink sm:text-3xl", className)}
        {...props}
      />
    ),
    h3: ({ className, ...props }) => (
      <h3
        className={cn("mt-10 mb-3 text-xl font-semibold tracking-tight text-ink sm:text-2xl", className)}
        {...props}
      />
    ),
    h4: ({ className, ...props }) => (
      <h4 className={cn("mt-8 mb-2 text-lg font-semibold text-ink", className)} {...props} />
    ),
    p: ({ className, ...props }) => <p className={cn("my-5 leading-8 text-pretty", className)} {...props} />,
    a: Anchor,
    ul: ({ className, ...props }) => (
      <ul className={cn("my-5 list-disc space-y-2 pl-6 marker:text-brand-500", className)} {...props} />
    ),
    ol: ({ className, ...props }) => (
      <ol
        className={cn("my-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand-600", className)}
        {...props}
      />
    ),
    li: ({ className, ...props }) => (
      <li className={cn("pl-1.5 leading-7 [&>ol]:my-2 [&>ul]:my-2", className)} {...props} />
    ),
    strong: ({ className, ...props }) => <strong className={cn("font-semibold text-ink", className)} {...props} />,
    blockquote: ({ className, ...props }) => (
      <blockquote
        className={cn(
          "my-8 rounded-r-2xl border-l-4 border-brand-500 bg-brand-50/70 px-6 py-1 text-slate-800 [&>p]:my-4",
          className,
        )}
        {...props}
      />
    ),
    hr: () => <hr className="my-12 border-slate-200" />,
    table: (props) => (
      <div className="my-8 overflow-x-auto rounded-2xl border border-slate-200" tabIndex={0}>
        <table className="w-full min-w-[32rem] border-collapse text-left text-sm" {...props} />
      </div>
    ),
    thead: ({ className, ...props }) => <thead className={cn("bg-slate-50 text-ink", className)} {...props} />,
    th: ({ className, ...props }) => (
      <th className={cn("border-b border-slate-200 px-4 py-3 font-semibold", className)} {...props} />
    ),
    td: ({ className, ...props }) => (
      <td className={cn("border-b border-slate-100 px-4 py-3 align-top leading-6", className)} {...props} />
    ),
    code: ({ className, ...props }) => (
      <code
        className={cn("rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-slate-800", className)}
        {...props}
      />
    ),
    pre: ({ className, ...props }) => (
      <pre
        className={cn(
          "my-6 overflow-x-auto rounded-2xl bg-slate-900 p-5 text-sm leading-6 text-slate-100 [&>code]:bg-transparent [&>code]:p-0 [&>code]:text-inherit",
          className,
        )}
        {...props}
      />
    ),
    SeoAuditBox: seoAuditBox(locale),
  };
}
