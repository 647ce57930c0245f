import NextLink from "next/link";
import type { ReactNode } from "react";
import clsx from "clsx";
import { ArrowLeft } from "lucide-react";

type Props = { href: string; tone: "light" | "dark"; children: ReactNode };

/** The "back" link at the top of an article (on a light header) or a legal document (on a dark one). */
export function BackLink({ href, tone, children }: Props) {
  return (
    <NextLink
      href={href}
      className={clsx(
        "group inline-flex items-center gap-2 text-sm",
        tone === "light"
          ? "rounded font-semibold text-brand-700 hover:text-brand-900"
          : "rounded-md font-medium text-brand-100 transition-colors hover:text-white focus-visible:outline-white",
      )}
    >
      <ArrowLeft aria-hidden className={clsx("size-4", tone === "dark" && "transition-transform group-hover:-translate-x-0.5")} />
      {children}
    </NextLink>
  );
}
