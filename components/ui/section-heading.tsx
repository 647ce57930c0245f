import { cn } from "@/lib/utils";

type Props = {
  eyebrow?: string;
  title: string;
  subtitle?: string;
  id?: string;
  align?: "center" | "left";
  as?: "h1" | "h2";
};

export function SectionHeading({ eyebrow, title, subtitle, id, align = "center", as: Tag = "h2" }: Props) {
  return (
    <div className={cn("max-w-3xl", align === "center" && "mx-auto text-center")}>
      {eyebrow && <p className="mb-3 text-sm font-semibold tracking-wide text-brand-700 uppercase">{eyebrow}</p>}
      <Tag id={id} className="text-3xl font-bold tracking-tight text-balance text-ink sm:text-4xl">
        {title}
      </Tag>
      {subtitle && <p className="mt-4 text-lg text-pretty text-slate-600">{subtitle}</p>}
    </div>
  );
}
