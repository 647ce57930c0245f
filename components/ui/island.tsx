"use client";

import { Activity, lazy, use, type ComponentType, type ReactNode } from "react";
import { serverRendered, whenNear } from "@/lib/near";

function Near({ id, children }: { id: string; children: ReactNode }) {
  if (serverRendered(id)) use(whenNear(id));
  return children;
}

/**
 * Around a lazily loaded island (its root element has this id). On the server it renders the island whole, in place
 * (an Activity boundary is never moved to the end of the HTML as a large Suspense boundary is), so the page works
 * without JavaScript. In the browser the boundary hydrates on its own: it stays the server's markup (nothing is
 * swapped, nothing typed is lost) until the island comes near the viewport or the visitor first touches the page, and
 * then React fetches its code and hydrates it in place. On a client-side navigation there is no server markup to wait
 * with: it renders at once.
 */
export function Island({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Activity>
      <Near id={id}>{children}</Near>
    </Activity>
  );
}

/** An island's component, fetched when first rendered; code that does not arrive leaves the server's markup as it is. */
export function lazyIsland<Props extends object>(load: () => Promise<ComponentType<Props>>) {
  return lazy(() =>
    load().then(
      (component) => ({ default: component }),
      () => new Promise<never>(() => {}),
    ),
  );
}
