"use client";

import { useEffect } from "react";
import { trackPageView } from "@/lib/tracking/tags";

/** The ads pixel's page view, once per opened article. */
export function ArticlePageView({ slug }: { slug: string }) {
  useEffect(() => {
    trackPageView();
  }, [slug]);
  return null;
}
