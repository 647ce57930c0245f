import clsx from "clsx";
import type { TocEntry } from "@/lib/blog/render";

type Props = { entries: TocEntry[]; title: string; className?: string };

function Entries({ entries }: { entries: TocEntry[] }) {
  return (
    <ol className="mt-3 space-y-1 border-l border-slate-200 text-sm">
      {entries.map((entry) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            className="-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-600 hover:border-brand-500 hover:text-brand-700"
          >
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** The guide's h2 headings: a collapsible list above the text on small screens, a sticky column on large ones. */
export function TableOfContents({ entries, title, className }: Props) {
  if (entries.length < 3) return null;
  return (
    <div className={className}>
      <details className="rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 lg:hidden">
        <summary className="cursor-pointer font-semibold text-ink">{title}</summary>
        <Entries entries={entries} />
      </details>
      <nav aria-label={title} className={clsx("sticky top-36 hidden lg:block")}>
        <p className="text-sm font-semibold tracking-wide text-ink uppercase">{title}</p>
        <Entries entries={entries} />
      </nav>
    </div>
  );
}
