import type { Locale } from "@/lib/i18n/routing";

export function HomePage({ locale }: { locale: Locale }) {
  return <section id="home">home {locale}</section>;
}
