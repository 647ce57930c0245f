import clsx from "clsx";
import { Icon } from "@/components/ui/icon";
import { emailHref, phoneHref, site } from "@/lib/site";

type Props = {
  callLabel: string;
  emailLabel: string;
  /** "icons" shows only the icons (medium screens), "full" the number and address too. */
  variant: "icons" | "full";
  className?: string;
};

export function ContactLinks({ callLabel, emailLabel, variant, className }: Props) {
  const itemClass =
    variant === "icons"
      ? "inline-flex size-9 items-center justify-center rounded-lg text-slate-700 hover:bg-brand-50 hover:text-brand-700"
      : "inline-flex items-center gap-2 rounded-md py-1 text-sm font-medium text-slate-700 hover:text-brand-700";
  return (
    <div className={clsx("flex items-center", variant === "icons" ? "gap-1" : "gap-5", className)}>
      <a href={phoneHref} className={itemClass} aria-label={variant === "icons" ? callLabel : undefined}>
        <Icon name="Phone" className="size-4" />
        {variant === "full" && <span>{site.phone}</span>}
      </a>
      <a href={emailHref} className={itemClass} aria-label={variant === "icons" ? emailLabel : undefined}>
        <Icon name="Mail" className="size-4" />
        {variant === "full" && <span>{site.email}</span>}
      </a>
    </div>
  );
}
