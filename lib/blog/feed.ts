import { escapeHtml } from "@/lib/escape";
import { absoluteUrl } from "@/lib/metadata";
import { blogFeedRoute, href, route } from "@/lib/site/map";
import type { Locale } from "@/lib/i18n/routing";
import type { Post } from "./posts";

export function feedPath(locale: Locale): string {
  return href(locale, blogFeedRoute);
}

const rfc822 = (isoDate: string) => new Date(`${isoDate}T00:00:00Z`).toUTCString();

type FeedInput = { locale: Locale; title: string; description: string; author: (post: Post) => string; posts: Post[] };

export function renderFeed({ locale, title, description, author, posts }: FeedInput): string {
  const blogUrl = absoluteUrl(href(locale, route("blog")));
  const newest = posts.reduce(
    (latest, post) => (post.updated > latest ? post.updated : latest),
    posts[0]?.date ?? "1970-01-01",
  );
  const items = posts.map((post) => {
    const url = absoluteUrl(post.path);
    return [
      "    <item>",
      `      <title>${escapeHtml(post.title)}</title>`,
      `      <link>${escapeHtml(url)}</link>`,
      `      <guid isPermaLink="true">${escapeHtml(url)}</guid>`,
      `      <description>${escapeHtml(post.description)}</description>`,
      `      <pubDate>${rfc822(post.date)}</pubDate>`,
      `      <dc:creator>${escapeHtml(author(post))}</dc:creator>`,
      `      <category>${escapeHtml(post.category)}</category>`,
      "    </item>",
    ].join("\n");
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">',
    "  <channel>",
    `    <title>${escapeHtml(title)}</title>`,
    `    <link>${escapeHtml(blogUrl)}</link>`,
    `    <description>${escapeHtml(description)}</description>`,
    `    <language>${locale === "pl" ? "pl-PL" : "en-US"}</language>`,
    `    <lastBuildDate>${rfc822(newest)}</lastBuildDate>`,
    `    <atom:link href="${escapeHtml(absoluteUrl(feedPath(locale)))}" rel="self" type="application/rss+xml"/>`,
    ...items,
    "  </channel>",
    "</rss>",
    "",
  ].join("\n");
}
