"use client";

import { use, type ReactNode } from "react";
import { serverRendered, whenNear } from "@/lib/near";

/**
 * Inside an Activity boundary, around a lazily loaded island. On the server it renders the island whole, in place (an
 * Activity boundary is never moved to the end of the HTML as a large Suspense boundary is), so the page works without
 * JavaScript. In the browser the boundary hydrates on its own: it stays the server's markup (nothing is swapped,
 * nothing typed is lost) until the island comes near the viewport or the visitor first touches the page, and then React
 * fetches its code and hydrates it in place. On a client-side navigation there is no server markup to wait with: it renders at once.
 */
export function Near({ id, children }: { id: string; children: ReactNode }) {
  if (serverRendered(id)) use(whenNear(id));
  return children;
}
