import type { IconName } from "@/components/ui/icons/names";
import type { Messages } from "@/lib/i18n/messages";

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

/** The words every service has under its namespace of messages/<locale>/services.json. */
type ServiceWords = {
  name: string;
  option: string;
  card: { title: string; description: string; features: Record<string, string> };
  serviceName: string;
  meta: { title: string; description: string };
};

/** A namespace of the catalogue that holds a service's words; a new service's words make a new one. */
type ServiceNamespace = { [K in keyof Messages]: Messages[K] extends ServiceWords ? K : never }[keyof Messages];

export type Service = {
  id: string;
  /** Its page, language-neutral. */
  path: `/${string}`;
  namespace: ServiceNamespace;
  updated: `${number}-${number}-${number}`;
  cardIcon: IconName;
  heroIcon: IconName;
  /** Ids of the points listed beside the hero (`hero.aside.<id>`). */
  aside: readonly string[];
  sections: readonly ServiceSectionContent[];
};
