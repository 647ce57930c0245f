import { getTranslations } from "next-intl/server";
import { services } from "@/content/services/registry";
import type { Locale } from "@/lib/i18n/routing";
import { href } from "@/lib/site/map";

export function serviceLinks(locale: Locale): Promise<{ href: string; label: string }[]> {
  return Promise.all(
    services.map(async (service) => {
      const t = await getTranslations({ locale, namespace: service.namespace });
      return { href: href(locale, service.path), label: t("name") };
    }),
  );
}
