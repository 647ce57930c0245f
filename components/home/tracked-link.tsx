"use client";

import NextLink from "next/link";
import type { ComponentProps } from "react";
import { trackHeroClick, trackPricingClick, type HeroTarget } from "@/lib/tracking/tags";

type Tracking = { hero: HeroTarget } | { pricing: { name: string; price: number | null } };

type Props = Omit<ComponentProps<typeof NextLink>, "onClick"> & { tracking: Tracking };

/** A link to a home section that reports the click to the tags before the browser scrolls. */
export function TrackedLink({ tracking, ...props }: Props) {
  const onClick = () => {
    if ("hero" in tracking) trackHeroClick(tracking.hero);
    else trackPricingClick(tracking.pricing);
  };
  // Its targets are sections of the page it is on: nothing to prefetch.
  return <NextLink prefetch={false} {...props} onClick={onClick} />;
}
