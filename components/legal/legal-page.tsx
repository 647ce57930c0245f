import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { formatDay } from "@/lib/i18n/format";
import { BackLink } from "@/components/ui/back-link";
import { TableOfContents } from "@/components/ui/table-of-contents";
import { Container } from "@/components/ui/container";
import { JsonLd } from "@/components/ui/json-ld";
import { compileContent } from "@/lib/mdx/compile";
import { getLegalDocument, type LegalSlug } from "@/lib/legal/document";
import { breadcrumbJsonLd } from "@/lib/jsonld";
import type { Locale } from "@/lib/i18n/routing";
import { href, legalRoute, route } from "@/lib/site/map";
import { legalMdxComponents } from "./legal-mdx-components";

type Props = { locale: Locale; slug: LegalSlug };

export async function LegalPage({ locale, slug }: Props) {
  const t = await getTranslations({ locale, namespace: "LegalPage" });
  const legal = getLegalDocument(locale, slug);
  const { content, headings } = await compileContent(legal.body, legalMdxComponents(locale), locale);
  const home = href(locale, route("home"));

  return (
    <article aria-labelledby="page-title">
      <JsonLd
        data={breadcrumbJsonLd([
          { name: t("breadcrumbHome"), path: home },
          { name: legal.title, path: href(locale, legalRoute(slug)) },
        ])}
      />
      <header className="relative isolate overflow-hidden bg-brand-950 text-white">
        <div
          aria-hidden
          className="absolute inset-0 -z-10 bg-[radial-gradient(ellipse_at_top_right,var(--color-brand-700),transparent_60%),linear-gradient(135deg,var(--color-brand-950),var(--color-brand-900))]"
        />
        <div aria-hidden className="absolute top-24 -right-24 -z-10 size-80 glow text-accent-500/15" />
        <Container className="py-12 sm:py-16">
          <BackLink href={home} tone="dark" prefetch={false}>
            {t("backToHome")}
          </BackLink>
          <p className="mt-8 flex items-center gap-2 text-sm font-semibold tracking-wide text-brand-100 uppercase">
            <Icon name="ScrollText" className="size-4 text-accent-400" />
            {t("eyebrow")}
          </p>
          <h1 id="page-title" className="mt-3 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            {legal.title}
          </h1>
          <p className="mt-4 text-brand-100">
            {t.rich("lastUpdated", {
              date: () => <time dateTime={legal.updated}>{formatDay(locale, legal.updated)}</time>,
            })}
          </p>
        </Container>
      </header>

      <Container className="grid gap-10 py-12 sm:py-16 lg:grid-cols-[16rem_minmax(0,1fr)] lg:gap-16">
        <TableOfContents
          headings={headings}
          title={t("contents")}
          variant="document"
          className="lg:sticky lg:top-36 lg:self-start"
        />
        <div className="max-w-3xl [&>p:first-child]:mt-0 [&>p:first-child]:text-lg [&>p:first-child]:text-slate-800">
          {content}
        </div>
      </Container>
    </article>
  );
}
