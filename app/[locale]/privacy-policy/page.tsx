import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { legalPageMetadata } from "@/lib/legal/metadata";
import { pageLocale } from "@/lib/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/privacy-policy">): Promise<Metadata> {
  return legalPageMetadata(await pageLocale(params), "privacy-policy");
}

export default async function Page({ params }: PageProps<"/[locale]/privacy-policy">) {
  return <LegalPage locale={await pageLocale(params)} slug="privacy-policy" />;
}
