import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { legalPageMetadata } from "@/lib/legal/metadata";
import { pageLocale } from "@/lib/i18n/locale";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-of-service">): Promise<Metadata> {
  return legalPageMetadata(await pageLocale(params), "terms-of-service");
}

export default async function Page({ params }: PageProps<"/[locale]/terms-of-service">) {
  return <LegalPage locale={await pageLocale(params)} slug="terms-of-service" />;
}
