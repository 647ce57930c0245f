import { JsonLd } from "@/components/ui/json-ld";
import { breadcrumbJsonLd, serviceJsonLd } from "@/lib/jsonld";
import { getPathname } from "@/lib/i18n/navigation";
import type { Locale } from "@/lib/i18n/routing";
import { route, type PageId } from "@/lib/site-map";

type Props = { locale: Locale; page: PageId; name: string; description: string; homeCrumb: string };

/** The Service and its place under the home page, for search engines. */
export function ServiceJsonLd({ locale, page, name, description, homeCrumb }: Props) {
  return (
    <>
      <JsonLd data={serviceJsonLd(locale, route(page), name, description)} />
      <JsonLd
        data={breadcrumbJsonLd([
          { name: homeCrumb, path: getPathname({ href: route("home"), locale }) },
          { name, path: getPathname({ href: route(page), locale }) },
        ])}
      />
    </>
  );
}
