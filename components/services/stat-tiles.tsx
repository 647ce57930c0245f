import { Icon, type IconName } from "@/components/ui/icon";

export type Stat = { icon: IconName; value: string; label: string; description: string };

export function StatTiles({ items }: { items: Stat[] }) {
  return (
    <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
      {items.map(({ icon, value, label, description }) => (
        <li
          key={label}
          className="relative overflow-hidden rounded-2xl border border-slate-200 bg-white p-6 shadow-sm shadow-slate-900/5"
        >
          <span
            aria-hidden
            className="absolute inset-x-0 top-0 h-1 bg-gradient-to-r from-brand-500 via-brand-700 to-accent-500"
          />
          <Icon name={icon} className="size-6 text-brand-600" />
          <p className="mt-4 text-4xl font-extrabold tracking-tight text-brand-700 tabular-nums sm:text-5xl">{value}</p>
          <p className="mt-2 font-semibold text-ink">{label}</p>
          <p className="mt-2 text-sm leading-relaxed text-slate-600">{description}</p>
        </li>
      ))}
    </ul>
  );
}
