import type { Metadata } from "next";
import { LegalPage } from "@/components/legal/legal-page";
import { legalPageMetadata } from "@/lib/legal/metadata";
import type { Locale } from "@/lib/i18n/routing";

export async function generateMetadata({ params }: PageProps<"/[locale]/cookie-policy">): Promise<Metadata> {
  return legalPageMetadata((await params).locale as Locale, "cookie-policy");
}

export default async function Page({ params }: PageProps<"/[locale]/cookie-policy">) {
  return <LegalPage locale={(await params).locale as Locale} slug="cookie-policy" />;
}
