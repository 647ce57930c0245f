import { Icon } from "@/components/ui/icon";
import type { Heading } from "@/lib/mdx/compile";

type Variant = "article" | "document";
type Props = { headings: Heading[]; title: string; variant: Variant; className?: string };

const styles = {
  article: {
    list: "mt-3 space-y-1 border-l border-slate-200 text-sm",
    link: "-ml-px block border-l-2 border-transparent py-1 pl-4 text-slate-600 hover:border-brand-500 hover:text-brand-700",
  },
  document: {
    list: "mt-4 space-y-1 text-sm",
    link: "block rounded-lg px-2 py-1.5 text-slate-700 transition-colors hover:bg-white hover:text-brand-700",
  },
} as const;

function Entries({ headings, variant }: { headings: Heading[]; variant: Variant }) {
  return (
    <ol className={styles[variant].list}>
      {headings.map((heading) => (
        <li key={heading.id}>
          <a href={`#${heading.id}`} className={styles[variant].link}>
            {heading.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** An article shows it only with three or more headings; a legal document always does. */
export function TableOfContents({ headings, title, variant, className }: Props) {
  if (variant === "document") {
    return (
      <nav aria-labelledby="toc-title" className={className}>
        <div className="rounded-2xl border border-slate-200 bg-slate-50 p-5">
          <h2 id="toc-title" className="flex items-center gap-2 text-sm font-semibold tracking-wide text-ink uppercase">
            <Icon name="ListOrdered" className="size-4 text-brand-600" />
            {title}
          </h2>
          <Entries headings={headings} variant={variant} />
        </div>
      </nav>
    );
  }
  if (headings.length < 3) return null;
  return (
    <div className={className}>
      <details className="rounded-2xl border border-slate-200 bg-slate-50 px-5 py-4 lg:hidden">
        <summary className="cursor-pointer font-semibold text-ink">{title}</summary>
        <Entries headings={headings} variant={variant} />
      </details>
      <nav aria-label={title} className="sticky top-36 hidden lg:block">
        <p className="text-sm font-semibold tracking-wide text-ink uppercase">{title}</p>
        <Entries headings={headings} variant={variant} />
      </nav>
    </div>
  );
}
