import { getTranslations } from "next-intl/server";
import type { Service } from "@/content/services/types";
import type { Locale } from "@/lib/i18n/routing";
import { FeatureGrid } from "./feature-grid";
import { ProcessSteps } from "./process-steps";
import { ServiceCta } from "./service-cta";
import { ServiceHero } from "./service-hero";
import { ServiceJsonLd } from "./service-json-ld";
import { ServiceSection } from "./service-section";
import { serviceView, type SectionView, type Words } from "./service-view";
import { StatTiles } from "./stat-tiles";

function SectionBody({ section }: { section: SectionView }) {
  switch (section.kind) {
    case "features":
      return <FeatureGrid items={section.items} columns={section.columns} density={section.density} />;
    case "stats":
      return <StatTiles items={section.items} />;
    case "process":
      return <ProcessSteps steps={section.steps} />;
  }
}

export async function ServicePage({ service, locale }: { service: Service; locale: Locale }) {
  // Keys built from the content data escape the typed translator; service-view.test.ts resolves them all instead.
  const t = (await getTranslations({ locale, namespace: service.namespace })) as unknown as Words;
  const shared = await getTranslations({ locale, namespace: "ServicePage" });
  const { name, description, hero, sections, cta } = serviceView(service, t);
  const note = shared("ctaNote");

  return (
    <>
      <ServiceJsonLd
        locale={locale}
        path={service.path}
        name={name}
        description={description}
        homeCrumb={shared("breadcrumbHome")}
      />
      <ServiceHero locale={locale} backLabel={shared("backToHome")} note={note} {...hero} />
      {sections.map((section) => (
        <ServiceSection
          key={section.id}
          id={section.id}
          tone={section.tone}
          eyebrow={section.eyebrow}
          title={section.title}
          subtitle={section.subtitle}
        >
          <SectionBody section={section} />
        </ServiceSection>
      ))}
      <ServiceCta
        locale={locale}
        {...cta}
        points={[shared("ctaPoints.consultation"), shared("ctaPoints.reply"), shared("ctaPoints.noCommitment")]}
      />
    </>
  );
}
