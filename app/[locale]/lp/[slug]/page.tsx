import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { CampaignPage } from "@/components/campaigns/campaign-page";
import { TrackPageView } from "@/components/tracking/track-page-view";
import { campaignPage, campaignPages, campaignPaths } from "@/content/campaigns/pages";
import { campaignRoute } from "@/content/campaigns/routes";
import { pageLocale } from "@/lib/i18n/locale";
import { hreflangUrls, pageMetadata } from "@/lib/metadata";

// Every page of content/campaigns/pages, pre-rendered in its language; regenerated daily like the home page, so a
// pricing section's promotion ends on its day. Any other address under /lp is the 404 page.
export const revalidate = 86400;
export const dynamicParams = false;

export async function generateStaticParams({ params }: { params: { locale: string } }) {
  const locale = await pageLocale(params);
  return campaignPages()
    .filter((page) => page.language === locale)
    .map((page) => ({ slug: page.slug }));
}

async function load(params: PageProps<"/[locale]/lp/[slug]">["params"]) {
  const locale = await pageLocale(params);
  const page = campaignPage(locale, (await params).slug);
  if (!page) notFound();
  return page;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/lp/[slug]">): Promise<Metadata> {
  const page = await load(params);
  const languages = campaignPaths(page);
  const metadata = pageMetadata({
    locale: page.language,
    path: campaignRoute(page.slug),
    title: page.title,
    description: page.description,
    languages,
  });
  return {
    ...metadata,
    // hreflang names only the languages the page is written in.
    alternates: { ...metadata.alternates, languages: hreflangUrls(languages) },
    // Made for paid traffic: out of search results unless the owner ticked "indexable".
    robots: page.indexable ? { index: true, follow: true } : { index: false, follow: true },
  };
}

export default async function Page({ params }: PageProps<"/[locale]/lp/[slug]">) {
  const page = await load(params);
  return (
    <>
      <TrackPageView />
      <CampaignPage page={page} now={new Date()} />
    </>
  );
}
