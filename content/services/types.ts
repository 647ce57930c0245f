import type { IconName } from "@/components/ui/icon";
import type { PageId } from "@/lib/site-map";

// A service page names its icons as <Icon> does (components/ui/icons/names.ts).
export type { IconName };

/** Item id → icon, in display order. The words of item `x` sit under `<section id>.items.x` in the messages. */
type Items = Readonly<Record<string, IconName>>;

type Band = {
  /** The section's HTML id and its key in the page's messages (eyebrow, title, subtitle, items). */
  id: string;
  tone?: "white" | "tinted";
};

export type ServiceSectionContent =
  | (Band & {
      kind: "features";
      items: Items;
      columns?: 2 | 3 | 4;
      density?: "roomy" | "compact";
      /** Ids of each item's bullet points (`items.x.bullets.<id>`). */
      bullets?: readonly string[];
    })
  | (Band & { kind: "stats"; items: Items })
  | (Band & { kind: "process"; steps: readonly string[] });

/** A service page: which page it is, where its words are and which sections it shows, in order. */
export type ServicePageContent = {
  page: PageId;
  /** The namespace of the page's words in messages/<locale>/services.json. */
  namespace: "WebsiteDevelopment" | "GoogleAds" | "MetaAds";
  heroIcon: IconName;
  /** Ids of the points listed beside the hero (`hero.aside.<id>`). */
  aside: readonly string[];
  sections: readonly ServiceSectionContent[];
};
