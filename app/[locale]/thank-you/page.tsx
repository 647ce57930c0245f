import type { Metadata } from "next";
import NextLink from "next/link";
import { getTranslations } from "next-intl/server";
import { LeadConversion } from "@/components/tracking/lead-conversion";
import { buttonClasses } from "@/components/ui/button";
import { Container } from "@/components/ui/container";
import { Icon } from "@/components/ui/icon";
import { pageLocale } from "@/lib/i18n/locale";
import { pageMetadata } from "@/lib/metadata";
import { href, route } from "@/lib/site/map";

export async function generateMetadata({ params }: PageProps<"/[locale]/thank-you">): Promise<Metadata> {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "ThankYou" });
  const metadata = pageMetadata({
    locale,
    path: route("thankYou"),
    title: t("metaTitle"),
    description: t("metaDescription"),
  });
  return { ...metadata, robots: { index: false, follow: true } };
}

export default async function ThankYouPage({ params }: PageProps<"/[locale]/thank-you">) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: "ThankYou" });
  const steps = ["read", "reply", "meet"] as const;

  return (
    <section aria-labelledby="thank-you-title" className="bg-gradient-to-b from-brand-50 to-white py-16 sm:py-24">
      <LeadConversion />
      <Container className="max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-full bg-emerald-50 px-4 py-1.5 text-sm font-semibold text-emerald-800 ring-1 ring-emerald-200">
          <Icon name="CircleCheck" className="size-4" />
          {t("eyebrow")}
        </p>
        <h1
          id="thank-you-title"
          className="mt-6 text-3xl font-extrabold tracking-tight text-balance text-ink sm:text-5xl"
        >
          {t("title")}
        </h1>
        <p className="mt-5 text-lg leading-relaxed text-slate-600">{t("text")}</p>
        <h2 className="mt-12 text-xl font-bold text-ink">{t("nextTitle")}</h2>
        <ol className="mt-5 space-y-4">
          {steps.map((step, index) => (
            <li key={step} className="flex gap-4">
              <span
                aria-hidden
                className="flex size-9 shrink-0 items-center justify-center rounded-xl bg-brand-600 font-bold text-white"
              >
                {index + 1}
              </span>
              <span className="pt-1.5 text-slate-700">{t(`next.${step}`)}</span>
            </li>
          ))}
        </ol>
        <div className="mt-12 flex flex-col gap-3 sm:flex-row">
          <NextLink href={href(locale, route("home"))} prefetch={false} className={buttonClasses("primary", "lg")}>
            {t("home")}
          </NextLink>
          <NextLink href={href(locale, route("blog"))} prefetch={false} className={buttonClasses("secondary", "lg")}>
            {t("blog")}
          </NextLink>
        </div>
      </Container>
    </section>
  );
}
