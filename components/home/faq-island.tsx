"use client";

import { Activity, lazy, useEffect } from "react";
import { Near } from "@/components/ui/near";
import { FAQ_ID, notePress, type FaqItem } from "./faq-press";

// Code that does not arrive leaves the server's markup as it is.
const FaqAccordion = lazy(() =>
  import("./faq-accordion").then(
    (module) => ({ default: module.FaqAccordion }),
    () => new Promise<never>(() => {}),
  ),
);

/**
 * The FAQ: Radix's accordion rendered by the server (every answer in the HTML, each question naming its panel),
 * hydrated in place, its ids unchanged, once it comes near the viewport or is touched. A question pressed before its
 * code arrives opens when it does.
 */
export function FaqIsland({ items }: { items: FaqItem[] }) {
  useEffect(() => {
    // The window hears the press first: React stops it at its root while the accordion is not yet hydrated.
    window.addEventListener("click", notePress, true);
    return () => window.removeEventListener("click", notePress, true);
  }, []);
  return (
    <Activity>
      <Near id={FAQ_ID}>
        <FaqAccordion items={items} />
      </Near>
    </Activity>
  );
}
