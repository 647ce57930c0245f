import { notFound } from "next/navigation";
import { services } from "@/content/services/registry";
import { routing } from "@/lib/i18n/routing";
import { sitePageImage } from "@/lib/og-image";
import { sitePages } from "@/lib/site/map";

export { alt, contentType, size } from "@/lib/og-image";

export function generateStaticParams() {
  return routing.locales.flatMap((locale) => services.map((service) => ({ locale, service: service.path.slice(1) })));
}

export default async function Image({ params }: { params: Promise<{ locale: string; service: string }> }) {
  const path = `/${(await params).service}`;
  const page = sitePages.find((candidate) => candidate.path === path);
  if (!page) notFound();
  return sitePageImage(page)({ params });
}
