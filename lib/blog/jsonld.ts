import { absoluteUrl } from "@/lib/metadata";
import { organizationId } from "@/lib/jsonld";
import { site } from "@/lib/site/identity";
import { siteUrl } from "@/lib/env";
import type { Post } from "./posts";
import { articleRoute } from "./slugs";

export function blogPostingJsonLd(post: Post, { author }: { author: string }) {
  const url = absoluteUrl(post.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    "@id": `${url}#article`,
    headline: post.title,
    description: post.description,
    datePublished: post.date,
    dateModified: post.updated,
    author: { "@type": "Organization", name: author, url: `${siteUrl}/` },
    publisher: { "@type": "Organization", "@id": organizationId, name: site.name, url: `${siteUrl}/` },
    inLanguage: post.language,
    articleSection: post.category,
    keywords: post.tags.join(", "),
    wordCount: post.wordCount,
    timeRequired: `PT${post.readTime}M`,
    // Where Next serves the article's opengraph-image.tsx (the og:image tag adds a cache-busting query).
    image: absoluteUrl(`/${post.language}${articleRoute(post.slug)}/opengraph-image`),
    url,
    mainEntityOfPage: { "@type": "WebPage", "@id": url },
  };
}
