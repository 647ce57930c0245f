import "server-only";
import type { Metadata } from "next";
import type { Locale } from "@/lib/i18n/routing";
import { pageMetadata } from "@/lib/metadata";
import { getLegalDocument, type LegalSlug } from "./document";

export function legalPageMetadata(locale: Locale, slug: LegalSlug): Metadata {
  const { title, description } = getLegalDocument(locale, slug);
  return pageMetadata({ locale, path: `/${slug}`, title, description });
}
