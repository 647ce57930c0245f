import clsx from "clsx";
import { Icon, type IconName } from "@/components/ui/icon";

export type Feature = {
  icon: IconName;
  title: string;
  description: string;
  bullets?: string[];
  iconTileClassName?: string;
};

type Props = {
  items: Feature[];
  columns?: 2 | 3 | 4;
  density?: "roomy" | "compact";
};

const columnClasses = {
  2: "md:grid-cols-2",
  3: "md:grid-cols-2 lg:grid-cols-3",
  4: "sm:grid-cols-2 lg:grid-cols-4",
} as const;

export function FeatureGrid({ items, columns = 3, density = "roomy" }: Props) {
  const compact = density === "compact";
  return (
    <ul className={clsx("grid gap-5 sm:gap-6", columnClasses[columns])}>
      {items.map(({ icon, title, description, bullets, iconTileClassName }) => (
        <li
          key={title}
          className={clsx(
            "group relative flex flex-col rounded-2xl border border-slate-200 bg-white shadow-sm shadow-slate-900/5 transition duration-300 hover:-translate-y-1 hover:border-brand-200 hover:shadow-xl hover:shadow-brand-900/10",
            compact ? "p-5" : "p-6 sm:p-8",
          )}
        >
          <span
            className={clsx(
              "inline-flex shrink-0 items-center justify-center text-white shadow-lg",
              compact ? "size-11 rounded-xl" : "size-13 rounded-2xl",
              iconTileClassName ?? "bg-gradient-to-br from-brand-500 to-brand-800 shadow-brand-600/25",
            )}
          >
            <Icon name={icon} className={compact ? "size-5" : "size-6"} />
          </span>
          <h3 className={clsx("font-bold text-balance text-ink", compact ? "mt-4 text-base" : "mt-6 text-xl")}>
            {title}
          </h3>
          <p className={clsx("leading-relaxed text-slate-600", compact ? "mt-2 text-sm" : "mt-3")}>{description}</p>
          {bullets && (
            <ul className="check-list mt-6 space-y-3 border-t border-slate-100 pt-6 [--check-color:var(--color-brand-600)]">
              {bullets.map((bullet) => (
                <li key={bullet} className="flex gap-3 text-sm text-slate-700">
                  <span>{bullet}</span>
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  );
}
