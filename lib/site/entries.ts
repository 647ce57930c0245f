import "server-only";
import { campaignPages } from "@/content/campaigns/pages";
import type { CampaignPage } from "@/content/campaigns/schema";
import { getAllPosts, getTranslation, type Post } from "@/lib/blog/posts";
import { articleRoute } from "@/lib/blog/slugs";
import { translator } from "@/lib/i18n/messages";
import { routing, type Locale } from "@/lib/i18n/routing";
import { getLegalDocument } from "@/lib/legal/document";
import { href, localePaths, sitePages, type SitePage } from "./map";

export function pageDetails(page: SitePage, locale: Locale): { title: string; lastModified: string } {
  const { source } = page;
  if ("legal" in source) {
    const { title, updated } = getLegalDocument(locale, source.legal);
    return { title, lastModified: updated };
  }
  return { title: translator(locale)(source.title), lastModified: source.updated };
}

function articlePaths(post: Post): Partial<Record<Locale, string>> {
  const translation = getTranslation(post);
  return {
    [post.language]: href(post.language, articleRoute(post.slug)),
    ...(translation && { [translation.language]: href(translation.language, articleRoute(translation.slug)) }),
  };
}

export type SitemapEntry = { path: string; lastModified: string; languages: Partial<Record<Locale, string>> };

export function sitemapEntries(): SitemapEntry[] {
  const pages = sitePages.flatMap((page) => {
    const paths = localePaths(page.path);
    return routing.locales.map((locale) => ({
      path: paths[locale],
      lastModified: pageDetails(page, locale).lastModified,
      languages: paths,
    }));
  });
  const articles = getAllPosts().map((post) => {
    const paths = articlePaths(post);
    return { path: paths[post.language]!, lastModified: post.updated, languages: paths };
  });
  return [...pages, ...articles, ...campaignEntries(campaignPages())];
}

/** The campaign pages the owner ticked "indexable", each linked to its translation only when that one is too. */
export function campaignEntries(pages: readonly CampaignPage[]): SitemapEntry[] {
  return pages
    .filter((page) => page.indexable)
    .map((page) => {
      const translation = pages.find(
        (other) => other.indexable && other.translationKey === page.translationKey && other.language !== page.language,
      );
      const languages = {
        [page.language]: page.path,
        ...(translation && { [translation.language]: translation.path }),
      };
      return { path: page.path, lastModified: page.updated, languages };
    });
}
