import { notFound } from "next/navigation";
import { campaignPage, campaignPages } from "@/content/campaigns/pages";
import { pageLocale } from "@/lib/i18n/locale";
import { shareImage } from "@/lib/og-image";

export { alt, contentType, size } from "@/lib/og-image";

export function generateStaticParams() {
  return campaignPages().map((page) => ({ locale: page.language, slug: page.slug }));
}

export default async function Image({ params }: { params: Promise<{ locale: string; slug: string }> }) {
  const locale = await pageLocale(params);
  const page = campaignPage(locale, (await params).slug);
  if (!page) notFound();
  return shareImage(locale, page.title);
}
