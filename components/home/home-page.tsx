import type { Locale } from "@/lib/i18n/routing";
import { ContactForm } from "@/components/contact/contact-form";

export function HomePage({ locale }: { locale: Locale }) {
  return (
    <>
      <section id="home">home {locale}</section>
      <section id="contact">
        <ContactForm locale={locale} />
      </section>
    </>
  );
}
