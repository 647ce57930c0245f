import NextLink from "next/link";
import type { ReactNode } from "react";
import clsx from "clsx";
import { Icon } from "@/components/ui/icon";

type Props = {
  href: string;
  tone: "light" | "dark";
  /** Off for a link to the home page: prefetching it pulls the home route's payload and hero image onto a phone. */
  prefetch?: boolean;
  children: ReactNode;
};

export function BackLink({ href, tone, prefetch, children }: Props) {
  return (
    <NextLink
      href={href}
      prefetch={prefetch}
      className={clsx(
        "group inline-flex items-center gap-2 text-sm",
        tone === "light"
          ? "rounded font-semibold text-brand-700 hover:text-brand-900"
          : "rounded-md font-medium text-brand-100 transition-colors hover:text-white focus-visible:outline-white",
      )}
    >
      <Icon
        name="ArrowLeft"
        className={clsx("size-4", tone === "dark" && "transition-transform group-hover:-translate-x-0.5")}
      />
      {children}
    </NextLink>
  );
}
