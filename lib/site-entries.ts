import { getAllPosts, getTranslation, type Post } from "./blog/posts";
import { translator } from "./i18n/messages";
import { routing, type Locale } from "./i18n/routing";
import { getLegalDocument } from "./legal/document";
import { articleRoute, localePaths, pageIds, pages, href, type PageId } from "./site-map";

// What the sitemap and the share images read from the site map, resolved on the server: titles from the messages
// or a legal document's front matter, dates, and every article with its translation. Kept apart from
// site-map.ts, which client components import too, because it reads files.

/** The title (the headline of its share image) and last change of a page of the map in a language. */
export async function pageDetails(id: PageId, locale: Locale): Promise<{ title: string; lastModified: string }> {
  const { source } = pages[id];
  if ("legal" in source) {
    const { title, updated } = getLegalDocument(locale, source.legal);
    return { title, lastModified: updated };
  }
  return { title: translator(locale)(source.title), lastModified: source.lastModified };
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
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const rows = await Promise.all(
    pageIds.map(async (id) => {
      const paths = localePaths(pages[id].path);
      return Promise.all(
        routing.locales.map(async (locale) => ({
          path: paths[locale],
          lastModified: (await pageDetails(id, locale)).lastModified,
          languages: paths,
        })),
      );
    }),
  );
  const articles = getAllPosts().map((post) => {
    const paths = articlePaths(post);
    return { path: paths[post.language]!, lastModified: post.updated, languages: paths };
  });
  return [...rows.flat(), ...articles];
}

export type SharePage = { locale: Locale; path: string; title: () => Promise<string> };

/** Every page that gets an Open Graph image, by locale and language-neutral path. */
export function sharePages(): SharePage[] {
  const mapped = pageIds.flatMap((id) =>
    routing.locales.map((locale) => ({
      locale,
      path: pages[id].path as string,
      title: async () => (await pageDetails(id, locale)).title,
    })),
  );
  const articles = getAllPosts().map((post) => ({
    locale: post.language,
    path: articleRoute(post.slug) as string,
    title: async () => post.title,
  }));
  return [...mapped, ...articles];
}
