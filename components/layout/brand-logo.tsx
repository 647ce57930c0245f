import NextLink from "next/link";
import { logoMarkElements } from "@/lib/brand";
import { site } from "@/lib/site";

type Props = { href: string; label: string; inverted?: boolean };

// The mark's markup comes from lib/brand.ts, which also draws the favicon, app icons and share images.
const mark = { __html: logoMarkElements({ gradientId: "logo-gradient" }) };

export function BrandLogo({ href, label, inverted }: Props) {
  return (
    <NextLink href={href} aria-label={label} className="flex items-center gap-2.5 rounded-lg">
      <svg viewBox="0 0 32 32" aria-hidden className="size-9 shrink-0" dangerouslySetInnerHTML={mark} />
      <span className={inverted ? "text-lg font-extrabold text-white" : "text-lg font-extrabold text-ink"}>
        {site.name}
      </span>
    </NextLink>
  );
}
