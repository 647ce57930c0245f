import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { serviceLinks } from "@/components/services/service-links";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import type { Locale } from "@/lib/i18n/routing";
import { emailHref, phoneHref, phoneText, site } from "@/lib/site/identity";
import { href, route, section, type Href, type PageId } from "@/lib/site/map";

export async function NotFoundContent({ locale }: { locale: Locale }) {
  const t = await getTranslations({ locale, namespace: "NotFound" });
  const path = (target: Href) => href(locale, target);
  const page = (id: PageId) => path(route(id));
  const links = [
    ...(await serviceLinks(locale)),
    { href: path(section("pricing")), label: t("links.pricing") },
    { href: path(section("contact")), label: t("links.contact") },
    { href: page("blog"), label: t("links.blog") },
  ];

  return (
    <section className="bg-gradient-to-b from-brand-50 to-white py-20 sm:py-28">
      <Container className="grid items-start gap-12 lg:grid-cols-2">
        <div>
          <p className="text-7xl font-black tracking-tight text-brand-600 sm:text-8xl" aria-hidden>
            404
          </p>
          <h1 className="mt-4 text-3xl font-bold text-ink sm:text-4xl">{t("title")}</h1>
          <p className="mt-4 max-w-lg text-lg text-slate-600">{t("description")}</p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <NextLink href={page("home")} prefetch={false} className={buttonClasses("primary", "lg")}>
              {t("home")}
            </NextLink>
            <NextLink href={page("blog")} prefetch={false} className={buttonClasses("secondary", "lg")}>
              {t("blog")}
            </NextLink>
          </div>
        </div>
        <div className="rounded-3xl border border-slate-200 bg-white p-8 shadow-xl shadow-slate-900/5">
          <h2 className="flex items-center gap-2 text-xl font-bold text-ink">
            <Icon name="Search" className="size-5 text-brand-600" /> {t("lookingFor")}
          </h2>
          <ul className="mt-6 grid gap-2 sm:grid-cols-2">
            {links.map((link) => (
              <li key={link.href}>
                <NextLink
                  href={link.href}
                  prefetch={false}
                  className="group flex items-center justify-between rounded-xl border border-slate-200 px-4 py-3 font-medium text-slate-800 hover:border-brand-300 hover:bg-brand-50"
                >
                  {link.label}
                  <Icon
                    name="ArrowRight"
                    className="size-4 text-brand-600 transition-transform group-hover:translate-x-0.5"
                  />
                </NextLink>
              </li>
            ))}
          </ul>
          <p className="mt-8 text-sm text-slate-600">{t("help")}</p>
          <div className="mt-3 flex flex-wrap gap-4">
            <a href={phoneHref} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              <Icon name="Phone" className="size-4" /> {phoneText}
            </a>
            <a href={emailHref} className="inline-flex items-center gap-2 font-semibold text-brand-700 hover:underline">
              <Icon name="Mail" className="size-4" /> {site.email}
            </a>
          </div>
        </div>
      </Container>
    </section>
  );
}
