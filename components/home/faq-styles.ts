// The FAQ's look, shared by the Radix accordion and the markup that stands in for it until its code loads.
export const faqClasses = {
  root: "divide-y divide-slate-200 rounded-3xl bg-white ring-1 ring-slate-200",
  trigger:
    "group flex w-full items-center justify-between gap-4 px-6 py-5 text-left text-base font-semibold text-ink hover:text-brand-700 sm:px-8",
  chevron:
    "faq-chevron size-5 shrink-0 text-brand-600 transition-transform duration-200 group-data-[state=open]:rotate-180",
  content: "faq-answer px-6 pb-6 text-slate-600 data-[state=closed]:hidden sm:px-8",
};

export type FaqItem = { question: string; answer: string };
export const faqValue = (index: number) => `item-${index}`;
