import NextLink from "next/link";
import { site } from "@/lib/site/identity";
// The favicon's SVG (app/icon.svg, drawn by lib/site/brand.ts) as a cached file: inline in the header and footer it
// would repeat in the HTML and the RSC payload, and give the document two elements with the gradient's id.
import type { StaticImageData } from "next/image";
import mark from "@/app/icon.svg";

type Props = { href: string; label: string; inverted?: boolean };

export function BrandLogo({ href, label, inverted }: Props) {
  return (
    <NextLink href={href} prefetch={false} aria-label={label} className="flex items-center gap-2.5 rounded-lg">
      {/* Low priority: React would otherwise preload it in the head, beside what the first screen is waiting for. */}
      {/* eslint-disable-next-line @next/next/no-img-element -- a 32×32 vector needs no optimisation, nor next/image's code */}
      <img
        src={(mark as StaticImageData).src}
        alt=""
        width={36}
        height={36}
        fetchPriority="low"
        className="size-9 shrink-0"
      />
      <span
        className={
          inverted
            ? "text-lg font-extrabold whitespace-nowrap text-white"
            : "text-lg font-extrabold whitespace-nowrap text-ink"
        }
      >
        {site.name}
      </span>
    </NextLink>
  );
}
