"use client";

import { useEffect } from "react";
import { Island, lazyIsland } from "@/components/ui/island";
import { FAQ_ID, notePress, type FaqItem } from "./faq-press";

const FaqAccordion = lazyIsland(() => import("./faq-accordion").then((module) => module.FaqAccordion));

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
    <Island id={FAQ_ID}>
      <FaqAccordion items={items} />
    </Island>
  );
}
