/** The legal documents' typography, shared by the MDX elements and the components that render facts into them. */
export const prose = {
  p: "mt-4 leading-relaxed text-slate-700",
  ul: "mt-4 space-y-3",
  li: "relative pl-6 leading-relaxed text-slate-700 before:absolute before:top-[0.65em] before:left-1 before:size-1.5 before:rounded-full before:bg-brand-500",
  strong: "font-semibold text-ink",
  code: "rounded-md bg-slate-100 px-1.5 py-0.5 font-mono text-[0.875em] break-words text-slate-800",
  link: "font-medium text-brand-700 underline decoration-brand-300 underline-offset-2 hover:decoration-brand-700",
} as const;
