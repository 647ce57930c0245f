import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { legalPageMetadata } from "@/lib/legal/metadata";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/terms-of-service">): Promise<Metadata> {
  return legalPageMetadata((await params).locale as Locale, "terms-of-service");
}

export default async function Page({ params }: PageProps<"/[locale]/terms-of-service">) {
  return <LegalPage locale={(await params).locale as Locale} slug="terms-of-service" />;
}
