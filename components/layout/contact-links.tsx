import clsx from "clsx";
import { Icon } from "@/components/ui/icon";
import { emailHref, phoneHref, phoneText, site } from "@/lib/site/identity";

type Props = {
  callLabel: string;
  emailLabel: string;
  /** "compact" (the header's top bar) shows the number and address only from xl on; "full" always shows them. */
  variant: "compact" | "full";
  className?: string;
};

export function ContactLinks({ callLabel, emailLabel, variant, className }: Props) {
  const compact = variant === "compact";
  const itemClass = clsx(
    "inline-flex items-center gap-2 text-sm font-medium text-slate-700 hover:text-brand-700",
    compact
      ? "size-9 justify-center rounded-lg hover:bg-brand-50 xl:size-auto xl:rounded-md xl:py-1 xl:hover:bg-transparent"
      : "rounded-md py-1",
  );
  // The compact links are named by their labels ("Call us: +48 …"), which include the text shown from xl on.
  const links = [
    { href: phoneHref, icon: "Phone", text: phoneText, label: callLabel },
    { href: emailHref, icon: "Mail", text: site.email, label: emailLabel },
  ] as const;
  return (
    <div className={clsx("flex items-center", compact ? "gap-1 xl:gap-5" : "gap-5", className)}>
      {links.map((link) => (
        <a key={link.icon} href={link.href} className={itemClass} aria-label={compact ? link.label : undefined}>
          <Icon name={link.icon} className="size-4" />
          <span className={compact ? "hidden xl:inline" : undefined}>{link.text}</span>
        </a>
      ))}
    </div>
  );
}
