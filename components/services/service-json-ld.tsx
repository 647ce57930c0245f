import { JsonLd } from "@/components/ui/json-ld";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/jsonld";
import { getPathname } from "@/lib/i18n/paths";
import type { Locale } from "@/lib/i18n/routing";
import { route } from "@/lib/site/map";

type Props = { locale: Locale; path: string; name: string; description: string; homeCrumb: string };

export function ServiceJsonLd({ locale, path, name, description, homeCrumb }: Props) {
  return (
    <>
      <JsonLd data={serviceJsonLd(locale, path, name, description)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: homeCrumb, path: getPathname({ href: route("home"), locale }) },
          { name, path: getPathname({ href: path, locale }) },
        ])}
      />
    </>
  );
}
