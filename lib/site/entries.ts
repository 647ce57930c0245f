import "server-only";
import { getAllPosts, getTranslation, type Post } from "@/lib/blog/posts";
import { articleRoute } from "@/lib/blog/slugs";
import { translator } from "@/lib/i18n/messages";
import { routing, type Locale } from "@/lib/i18n/routing";
import { getLegalDocument } from "@/lib/legal/document";
import { href, localePaths, sitePages, type SitePage } from "./map";

// What the sitemap and the share images read from the site map, resolved on the server: titles from the messages
// or a legal document's front matter, dates, and every article with its translation.

/** The title (the headline of its share image) and last change of a page of the map in a language. */
export function pageDetails(page: SitePage, locale: Locale): { title: string; lastModified: string } {
  const { source } = page;
  if ("legal" in source) {
    const { title, updated } = getLegalDocument(locale, source.legal);
    return { title, lastModified: updated };
  }
  return { title: translator(locale)(source.title), lastModified: source.updated };
}

/** The public path of an article and of its translation, if it has one. */
function articlePaths(post: Post): Partial<Record<Locale, string>> {
  const translation = getTranslation(post);
  return {
    [post.language]: href(post.language, articleRoute(post.slug)),
    ...(translation && { [translation.language]: href(translation.language, articleRoute(translation.slug)) }),
  };
}

export type SitemapEntry = { path: string; lastModified: string; languages: Partial<Record<Locale, string>> };

/** Every page in every language with its paths in every language it exists in: the home pages first, the articles last. */
export function sitemapEntries(): SitemapEntry[] {
  const pages = sitePages.flatMap((page) => {
    const paths = localePaths(page.path);
    return routing.locales.map((locale) => ({ path: paths[locale], lastModified: pageDetails(page, locale).lastModified, languages: paths }));
  });
  const articles = getAllPosts().map((post) => {
    const paths = articlePaths(post);
    return { path: paths[post.language]!, lastModified: post.updated, languages: paths };
  });
  return [...pages, ...articles];
}

export type SharePage = { locale: Locale; path: string; title: () => string };

/** Every page that gets an Open Graph image, by locale and language-neutral path. */
export function sharePages(): SharePage[] {
  const pages = sitePages.flatMap((page) =>
    routing.locales.map((locale) => ({ locale, path: page.path as string, title: () => pageDetails(page, locale).title })),
  );
  const articles = getAllPosts().map((post) => ({ locale: post.language, path: articleRoute(post.slug) as string, title: () => post.title }));
  return [...pages, ...articles];
}
