import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { legalPageMetadata } from "@/lib/legal/metadata";
import { pageLocale } from "@/lib/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/cookie-policy">): Promise<Metadata> {
  return legalPageMetadata(await pageLocale(params), "cookie-policy");
}

export default async function Page({ params }: PageProps<"/[locale]/cookie-policy">) {
  return <LegalPage locale={await pageLocale(params)} slug="cookie-policy" />;
}
