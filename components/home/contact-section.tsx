import type { ComponentProps } from "react";
import { Icon, type IconName } from "@/components/ui/icon";
import { getTranslations } from "next-intl/server";
import { ContactForm } from "@/components/contact/contact-form";
import type { Locale } from "@/lib/i18n/routing";
import { emailHref, phoneHref, phoneText, site, type SocialProfile } from "@/lib/site/identity";
import { openingHoursWords } from "@/lib/site/opening-hours";
import { HomeSection, type SectionWords } from "./home-section";

const trustBadges = [
  { key: "ssl", icon: "Lock" },
  { key: "privacy", icon: "UserCheck" },
  { key: "gdpr", icon: "ShieldCheck" },
  { key: "trusted", icon: "Users" },
] as const satisfies readonly { key: string; icon: IconName }[];

const socialProfiles = {
  facebook: { name: "Facebook", icon: "FacebookSolid" },
  instagram: { name: "Instagram", icon: "InstagramSolid" },
  linkedin: { name: "LinkedIn", icon: "LinkedinSolid" },
} as const satisfies Record<SocialProfile, { name: string; icon: IconName }>;

const socialLinks = (Object.keys(socialProfiles) as SocialProfile[]).flatMap((profile) => {
  const href = site.social[profile];
  return href ? [{ ...socialProfiles[profile], href }] : [];
});

type Props = {
  locale: Locale;
  words?: SectionWords;
  /** A campaign page's form: its service chosen beforehand, and the page a post without code comes back to. */
  form?: Omit<ComponentProps<typeof ContactForm>, "locale">;
};

export async function ContactSection({ locale, words, form }: Props) {
  const t = await getTranslations({ locale, namespace: "ContactSection" });
  const info = [
    { key: "email", icon: "Mail", value: site.email, href: emailHref },
    { key: "phone", icon: "Phone", value: phoneText, href: phoneHref },
    {
      key: "address",
      icon: "MapPin",
      value: `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
    },
    { key: "hours", icon: "Clock", value: t("info.hoursValue", openingHoursWords(locale)) },
  ] as const;

  return (
    <HomeSection locale={locale} id="contact" t={t} words={words}>
      <div className="mt-14 grid gap-10 lg:grid-cols-[1fr_1.4fr]">
        <div className="space-y-6">
          <div className="rounded-3xl bg-gradient-to-br from-brand-700 to-brand-900 p-8 text-white">
            <h3 className="text-lg font-bold">{t("trust.title")}</h3>
            <ul className="mt-5 grid gap-4 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
              {trustBadges.map(({ key, icon }) => (
                <li key={key} className="flex items-center gap-3 text-sm font-medium">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-xl bg-white/15">
                    <Icon name={icon} className="size-5" />
                  </span>
                  {t(`trust.${key}`)}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-3xl bg-white p-8 ring-1 ring-slate-200">
            <h3 className="text-lg font-bold text-ink">{t("info.title")}</h3>
            <dl className="mt-5 space-y-4">
              {info.map((item) => (
                <div key={item.key}>
                  <dt className="flex items-center gap-3 text-xs font-semibold tracking-wide text-slate-600 uppercase">
                    <Icon name={item.icon} className="size-5 shrink-0 text-brand-600" />
                    {t(`info.${item.key}`)}
                  </dt>
                  <dd className="mt-0.5 pl-8 font-medium text-slate-800">
                    {"href" in item ? (
                      <a href={item.href} className="hover:text-brand-700 hover:underline">
                        {item.value}
                      </a>
                    ) : (
                      item.value
                    )}
                  </dd>
                </div>
              ))}
            </dl>
            {socialLinks.length > 0 && (
              <>
                <p className="mt-6 text-xs font-semibold tracking-wide text-slate-600 uppercase">{t("info.social")}</p>
                <ul className="mt-3 flex gap-2">
                  {socialLinks.map(({ name, href, icon }) => (
                    <li key={name}>
                      <a
                        href={href}
                        aria-label={name}
                        rel="noopener"
                        className="flex size-10 items-center justify-center rounded-xl bg-slate-100 text-slate-700 hover:bg-brand-50 hover:text-brand-700"
                      >
                        <Icon name={icon} className="size-5" />
                      </a>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </div>
        </div>
        <div className="rounded-3xl bg-white p-6 shadow-xl ring-1 shadow-slate-900/5 ring-slate-200 sm:p-10">
          <h3 className="text-2xl font-bold text-ink">{t("formTitle")}</h3>
          <p className="mt-2 text-slate-600">{t("formIntro")}</p>
          <div className="mt-8">
            <ContactForm locale={locale} {...form} />
          </div>
        </div>
      </div>
    </HomeSection>
  );
}
