import NextLink from "next/link";
import { site } from "@/lib/site/identity";
// The favicon's SVG (lib/brand.ts draws it; brand.test.ts keeps the file equal to it), as a hashed, immutably cached
// file: an inline <svg> in the header and again in the footer was ~0.4 KiB of each page's gzip, paid twice more in
// the RSC payload, and gave the document two elements with the gradient's id.
import type { StaticImageData } from "next/image";
import mark from "@/app/icon.svg";

type Props = { href: string; label: string; inverted?: boolean };

export function BrandLogo({ href, label, inverted }: Props) {
  return (
    <NextLink href={href} prefetch={false} aria-label={label} className="flex items-center gap-2.5 rounded-lg">
      {/* Low priority: React would otherwise preload it in the head, beside what the first screen is waiting for. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a 32×32 vector needs no optimisation, nor next/image's code */}
      <img src={(mark as StaticImageData).src} alt="" width={36} height={36} fetchPriority="low" className="size-9 shrink-0" />
      <span className={inverted ? "text-lg font-extrabold text-white" : "text-lg font-extrabold text-ink"}>
        {site.name}
      </span>
    </NextLink>
  );
}
