import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/metadata";
import { readLegalSource, type LegalSlug } from "./document";

export async function legalPageMetadata(locale: Locale, slug: LegalSlug): Promise<Metadata> {
  const { meta } = await readLegalSource(locale, slug);
  return pageMetadata({ locale, path: `/${slug}`, title: meta.title, description: meta.description });
}
