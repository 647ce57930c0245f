"use client";

import { Icon } from "@/components/ui/icon";
import { useId, useRef, useState, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { useLoadNear } from "@/lib/use-load-near";
import type { FaqAccordionProps } from "./faq-accordion";
import { faqClasses, type FaqItem } from "./faq-styles";

type Loaded = { Accordion: ComponentType<FaqAccordionProps>; defaultOpen?: number; focusIndex?: number };

/** The Radix accordion's markup; a question pressed before the accordion's code arrives opens when it does. */
export function LazyFaq({ items }: { items: FaqItem[] }) {
  const [loaded, setLoaded] = useState<Loaded | null>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const pressed = useRef<number | undefined>(undefined);
  const id = useId();

  const load = useLoadNear(
    rootRef,
    () => import("./faq-accordion"),
    ({ FaqAccordion }) => {
      const buttons = [...(rootRef.current?.querySelectorAll("button") ?? [])];
      const focused = buttons.findIndex((button) => button === document.activeElement);
      flushSync(() =>
        setLoaded({
          Accordion: FaqAccordion,
          defaultOpen: pressed.current,
          focusIndex: focused >= 0 ? focused : undefined,
        }),
      );
    },
    loaded !== null,
  );

  if (loaded) return <loaded.Accordion items={items} defaultOpen={loaded.defaultOpen} focusIndex={loaded.focusIndex} />;

  return (
    <div ref={rootRef} className={faqClasses.root} data-orientation="vertical">
      {items.map((item, index) => (
        <div key={item.question} data-state="closed" data-orientation="vertical">
          <h3 data-orientation="vertical" data-state="closed">
            <button
              type="button"
              id={`${id}-q${index}`}
              aria-controls={`${id}-a${index}`}
              aria-expanded="false"
              data-state="closed"
              data-orientation="vertical"
              className={faqClasses.trigger}
              onClick={() => {
                pressed.current = index;
                load();
              }}
            >
              {item.question}
              <Icon name="ChevronDown" className={faqClasses.chevron} />
            </button>
          </h3>
          <div
            id={`${id}-a${index}`}
            role="region"
            aria-labelledby={`${id}-q${index}`}
            data-state="closed"
            data-orientation="vertical"
            className={faqClasses.content}
          >
            {item.answer}
          </div>
        </div>
      ))}
    </div>
  );
}
