"use client";

import * as Accordion from "@radix-ui/react-accordion";
import { ChevronDown } from "lucide-react";

type Props = { items: { question: string; answer: string }[] };

/** At most one answer open; closed answers stay in the HTML (forceMount) for crawlers and find-in-page. */
export function FaqAccordion({ items }: Props) {
  return (
    <Accordion.Root type="single" collapsible className="divide-y divide-slate-200 rounded-3xl bg-white ring-1 ring-slate-200">
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`}>
          <Accordion.Header asChild>
            <h3>
              <Accordion.Trigger className="group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-ink hover:text-brand-700 sm:px-8">
                {item.question}
                <ChevronDown
                  aria-hidden
                  className="size-5 shrink-0 text-brand-600 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </Accordion.Trigger>
            </h3>
          </Accordion.Header>
          <Accordion.Content forceMount className="px-6 pb-6 text-slate-600 data-[state=closed]:hidden sm:px-8">
            {item.answer}
          </Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  );
}
