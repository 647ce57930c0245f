"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { useEffect } from "react";
import { Icon } from "@/components/ui/icon";
import { FAQ_ID, takePress, type FaqItem } from "./faq-press";

/**
 * At most one answer open; closed answers stay in the HTML (forceMount) for crawlers and find-in-page. Each question
 * names its answer whether open or not (Radix names it only when open), under ids of our own, the same in the server's
 * HTML and after hydration.
 */
export function FaqAccordion({ items }: { items: FaqItem[] }) {
  // The press the server's markup took before this code came, pressed again now that it can answer.
  useEffect(() => {
    const pressed = takePress();
    if (pressed) document.querySelector<HTMLElement>(`#${FAQ_ID} [data-faq-item="${pressed}"]`)?.click();
  }, []);

  return (
    <Accordion.Root
      id={FAQ_ID}
      type="single"
      collapsible
      className="divide-y divide-slate-200 rounded-3xl bg-white ring-1 ring-slate-200"
    >
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger
                id={`faq-question-${index}`}
                aria-controls={`faq-answer-${index}`}
                data-faq-item={`item-${index}`}
                className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-ink hover:text-brand-700 sm:px-8"
              >
                {item.question}
                <Icon
                  name="ChevronDown"
                  className="faq-chevron size-5 shrink-0 text-brand-600 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content
            id={`faq-answer-${index}`}
            aria-labelledby={`faq-question-${index}`}
            forceMount
            className="faq-answer px-6 pb-6 text-slate-600 data-[state=closed]:hidden sm:px-8"
          >
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
