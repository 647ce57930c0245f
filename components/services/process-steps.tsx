export type Step = { title: string; description: string };

export function ProcessSteps({ steps }: { steps: Step[] }) {
  return (
    <ol className="mx-auto grid max-w-4xl gap-4 sm:gap-5">
      {steps.map((step, index) => (
        <li key={step.title} className="relative flex gap-4 sm:gap-8">
          {index < steps.length - 1 && (
            <span
              aria-hidden
              className="absolute top-12 bottom-[-1rem] left-[1.375rem] w-px bg-gradient-to-b from-brand-300 to-brand-100 sm:top-16 sm:bottom-[-1.25rem] sm:left-8"
            />
          )}
          <span
            aria-hidden
            className="relative z-10 flex size-11 shrink-0 items-center justify-center rounded-xl bg-gradient-to-br from-brand-600 to-brand-800 text-base font-extrabold text-white tabular-nums shadow-lg shadow-brand-600/25 sm:size-16 sm:rounded-2xl sm:text-xl"
          >
            {String(index + 1).padStart(2, "0")}
          </span>
          <div className="flex-1 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm shadow-slate-900/5 sm:p-6">
            <h3 className="text-lg font-bold text-ink sm:text-xl">{step.title}</h3>
            <p className="mt-2 leading-relaxed text-slate-600">{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
