import NextLink from "next/link";
import { Icon } from "@/components/ui/icon";
import { buttonClasses } from "@/components/ui/button";
import type { Locale } from "@/lib/i18n/routing";
import { href, section } from "@/lib/site/map";

type Props = { locale: Locale; label: string; className: string };

export function ContactButton({ locale, label, className }: Props) {
  return (
    <NextLink
      href={href(locale, section("contact"))}
      prefetch={false}
      className={buttonClasses("light", "lg", `group ${className} focus-visible:outline-white`)}
    >
      {label}
      <Icon name="ArrowRight" className="size-5 transition-transform group-hover:translate-x-0.5" />
    </NextLink>
  );
}
