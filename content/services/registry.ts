import { googleAds } from "./google-ads";
import { metaAds } from "./meta-ads";
import { websiteDevelopment } from "./website-development";
import type { Service } from "./types";

/**
 * Every service, in the order the site lists them: the home page's cards, the footer, the 404 page, the contact
 * form's options and the sitemap all read this list. A new service is a file beside this one, its line here and its
 * words in messages/{pl,en}/services.json; its page is app/[locale]/[service].
 */
export const services = [websiteDevelopment, googleAds, metaAds] as const satisfies readonly Service[];

export function serviceAt(path: string): Service | undefined {
  return services.find((service) => service.path === path);
}
