import NextLink from "next/link";
import { site } from "@/lib/site";

type Props = { href: string; label: string; inverted?: boolean };

export function BrandLogo({ href, label, inverted }: Props) {
  return (
    <NextLink href={href} prefetch={false} aria-label={label} className="flex items-center gap-2.5 rounded-lg">
      <svg viewBox="0 0 32 32" aria-hidden className="size-9 shrink-0">
        <defs>
          <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3b65f6" />
            <stop offset="1" stopColor="#1e2daf" />
          </linearGradient>
        </defs>
        <rect width="32" height="32" rx="9" fill="url(#logo-gradient)" />
        <path d="M7 21c3-6 6-6 9 0s6 6 9 0" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" />
        <circle cx="24.5" cy="9.5" r="2.5" fill="#fb923c" />
      </svg>
      <span className={inverted ? "text-lg font-extrabold text-white" : "text-lg font-extrabold text-ink"}>
        {site.name}
      </span>
    </NextLink>
  );
}
