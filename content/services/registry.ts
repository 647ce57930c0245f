import { googleAds } from "./google-ads";
import { metaAds } from "./meta-ads";
import { websiteDevelopment } from "./website-development";
import type { Service } from "./types";

/** In display order. A new service is a file beside this one, its line here and its words in messages/{pl,en}/services.json. */
export const services = [websiteDevelopment, googleAds, metaAds] as const satisfies readonly Service[];

export function serviceAt(path: string): Service | undefined {
  return services.find((service) => service.path === path);
}
