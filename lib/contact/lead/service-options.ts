import "server-only";
import { services } from "@/content/services/registry";
import { translator } from "@/lib/i18n/messages";
import type { Locale } from "@/lib/i18n/routing";
import { ALL_SERVICES } from "./options";

/** The contact form's service options: each service of the registry, then the complete package. */
export const serviceOptionIds: readonly string[] = [...services.map((service) => service.id), ALL_SERVICES];

export function serviceOptionLabel(locale: Locale, id: string, { typeset = true } = {}): string {
  const service = services.find((candidate) => candidate.id === id);
  if (service) return translator(locale, service.namespace, { typeset })("option");
  return translator(locale, "ContactForm", { typeset })("allServices");
}
