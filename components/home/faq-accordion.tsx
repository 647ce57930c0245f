"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { Icon } from "@/components/ui/icon";
import { useEffect, useRef } from "react";
import { faqClasses, faqValue, type FaqItem } from "./faq-styles";

export type FaqAccordionProps = {
  items: FaqItem[];
  /** The answer open when the accordion takes over from the stand-in (a question pressed before the code came). */
  defaultOpen?: number;
  /** The question that had the focus in the stand-in: it gets it back. */
  focusIndex?: number;
};

/** At most one answer open; closed answers stay in the HTML (forceMount) for crawlers and find-in-page. */
export function FaqAccordion({ items, defaultOpen, focusIndex }: FaqAccordionProps) {
  const rootRef = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focusIndex !== undefined)
      rootRef.current?.querySelectorAll<HTMLButtonElement>("h3 > button")[focusIndex]?.focus();
  }, [focusIndex]);

  return (
    <Accordion.Root
      ref={rootRef}
      type="single"
      collapsible
      defaultValue={defaultOpen === undefined ? undefined : faqValue(defaultOpen)}
      className={faqClasses.root}
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={faqValue(index)}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className={faqClasses.trigger}>
                {item.question}
                <Icon name="ChevronDown" className={faqClasses.chevron} />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className={faqClasses.content}>
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
