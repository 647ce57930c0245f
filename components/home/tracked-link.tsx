"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import type { HeroTarget } from "@/lib/tracking/tags";

type Tracking = { hero: HeroTarget } | { pricing: { name: string; price: number | null } };

type Props = Omit<ComponentProps<typeof NextLink>, "onClick"> & { tracking: Tracking };

/** A link to a home section that reports the click to the tags. */
export function TrackedLink({ tracking, ...props }: Props) {
  // The tags' code is fetched on the first click, not with the page; the browser scrolls meanwhile.
  const onClick = () =>
    void import("@/lib/tracking/tags").then((t) => {
      if ("hero" in tracking) t.trackHeroClick(tracking.hero);
      else t.trackPricingClick(tracking.pricing);
    });
  // Its targets are sections of the page it is on: nothing to prefetch.
  return <NextLink prefetch={false} {...props} onClick={onClick} />;
}
