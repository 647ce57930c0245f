import NextLink from "next/link";
import { ArrowLeft, ListOrdered, ScrollText } from "lucide-react";
import { getFormatter, getTranslations } from "next-intl/server";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { compileLegalBody, readLegalSource, type LegalSlug } from "@/lib/legal/document";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import { localizedPath } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { legalMdxComponents } from "./legal-mdx-components";

type Props = { locale: Locale; slug: LegalSlug };

/** A legal document: title, last update, table of contents and the MDX body from content/legal. */
export async function LegalPage({ locale, slug }: Props) {
  const t = await getTranslations({ locale, namespace: "LegalPage" });
  const format = await getFormatter({ locale });
  const { meta, body } = await readLegalSource(locale, slug);
  const { content, headings } = await compileLegalBody(body, legalMdxComponents(locale), locale);
  const home = localizedPath(locale, "/");

  return (
    <article aria-labelledby="page-title">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("breadcrumbHome"), path: home },
          { name: meta.title, path: localizedPath(locale, `/${slug}`) },
        ])}
      />
      <header className="relative isolate overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),linear-gradient(135deg,var(--color-brand-950),var(--color-brand-900))]"
        />
        <div aria-hidden className="absolute -right-24 -bottom-32 -z-10 size-80 rounded-full bg-accent-500/15 blur-3xl" />
        <Container className="py-12 sm:py-16">
          <NextLink
            href={home}
            className="group inline-flex items-center gap-2 rounded-md text-sm font-medium text-brand-100 transition-colors hover:text-white focus-visible:outline-white"
          >
            <ArrowLeft aria-hidden className="size-4 transition-transform group-hover:-translate-x-0.5" />
            {t("backToHome")}
          </NextLink>
          <p className="mt-8 flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-100 uppercase">
            <ScrollText aria-hidden className="size-4 text-accent-400" />
            {t("eyebrow")}
          </p>
          <h1 id="page-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {meta.title}
          </h1>
          <p className="mt-4 text-brand-100">
            {t.rich("lastUpdated", {
              date: () => (
                <time dateTime={meta.updated.toISOString().slice(0, 10)}>
                  {format.dateTime(meta.updated, { dateStyle: "long", timeZone: "UTC" })}
                </time>
              ),
            })}
          </p>
        </Container>
      </header>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <nav aria-labelledby="toc-title" className="lg:sticky lg:top-36 lg:self-start">
          <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
            <h2 id="toc-title" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink uppercase">
              <ListOrdered aria-hidden className="size-4 text-brand-600" />
              {t("contents")}
            </h2>
            <ol className="mt-4 space-y-1 text-sm">
              {headings.map((heading) => (
                <li key={heading.id}>
                  <a
                    href={`#${heading.id}`}
                    className="block rounded-lg px-2 py-1.5 text-slate-700 transition-colors hover:bg-white hover:text-brand-700"
                  >
                    {heading.text}
                  </a>
                </li>
              ))}
            </ol>
          </div>
        </nav>
        <div className="max-w-3xl [&>p:first-child]:mt-0 [&>p:first-child]:text-lg [&>p:first-child]:text-slate-800">
          {content}
        </div>
      </Container>
    </article>
  );
}
