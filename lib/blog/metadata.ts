import "server-only";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { absoluteUrl } from "@/lib/metadata";
import type { Locale } from "@/lib/i18n/routing";
import { site } from "@/lib/site/identity";
import { feedPath } from "./feed";
import type { Post } from "./posts";

export async function feedAlternate(locale: Locale): Promise<NonNullable<Metadata["alternates"]>["types"]> {
  const t = await getTranslations({ locale, namespace: "Blog" });
  return {
    "application/rss+xml": [{ url: absoluteUrl(feedPath(locale)), title: t("feedTitle", { brand: site.name }) }],
  };
}

/** Search results cut titles near 60 characters: the brand is appended only while the whole fits. */
export function articleTitle(title: string): string {
  const branded = `${title} | ${site.name}`;
  return branded.length <= 60 ? branded : title;
}

/** The article's author as its page and JSON-LD name it: the team, at the agency. */
export async function articleByline(locale: Locale, post: Post): Promise<string> {
  const t = await getTranslations({ locale, namespace: "BlogPost" });
  return t("byline", { author: post.author, brand: site.name });
}
