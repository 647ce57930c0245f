import { config } from "@keystatic/core";
import { articles } from "@/content/blog/keystatic";
import { campaigns } from "@/content/campaigns/keystatic";
import { faq } from "@/content/faq/keystatic";
import { pricing } from "@/content/pricing/keystatic";
import type { AdminStorage } from "@/lib/keystatic/storage";
import { site } from "@/lib/site/identity";

// The editor at /keystatic: the things the owner edits, each from its own folder of content/, which holds its data,
// its limits (limits.ts), what the build refuses (schema.ts) and its editor fields (keystatic.tsx).

/** The editor's configuration with the storage the server chose (lib/keystatic/storage.ts). */
export function keystaticConfig(storage: AdminStorage) {
  return config({
    storage,
    locale: "pl-PL",
    ui: {
      brand: { name: site.name },
      navigation: { Treści: ["articles", "faq"], Oferta: ["pricing"], Reklamy: ["campaigns"] },
    },
    collections: { articles, campaigns },
    singletons: { faq, pricing },
  });
}
