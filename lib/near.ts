import "client-only";

// How far below the viewport an island starts loading its code: a phone that never scrolls to it never downloads it.
const LOAD_MARGIN = "1000px 0px";

type Wait = Promise<void> & { status?: "fulfilled" };
const waits = new Map<string, Wait>();

/**
 * Resolves once the element with this id comes within LOAD_MARGIN of the viewport, or on the visitor's first press, key
 * or focus anywhere in the page, or a move through the history: what a server-rendered island waits for before its
 * code is fetched and React hydrates it in place. Anywhere, not only on the island: a navigation updates what the
 * island sits in, and React hydrates the island before it can show the update, so its code must be on its way by then.
 * The events are heard on the window, in the capture phase, before React's root, which stops them on markup not yet
 * hydrated.
 */
export function whenNear(id: string): Promise<void> {
  let wait = waits.get(id);
  if (!wait) {
    const promise: Wait = new Promise<void>((resolve) => {
      const element = document.getElementById(id);
      if (!element) return resolve();
      const events = ["pointerdown", "keydown", "focusin", "popstate", "hashchange"] as const;
      const observer = new IntersectionObserver((entries) => entries.some((entry) => entry.isIntersecting) && done(), {
        rootMargin: LOAD_MARGIN,
      });
      function done() {
        observer.disconnect();
        for (const name of events) window.removeEventListener(name, done, true);
        resolve();
      }
      observer.observe(element);
      for (const name of events) window.addEventListener(name, done, true);
    }).then(() => {
      // React's `use` reads this, so a settled wait does not suspend again.
      promise.status = "fulfilled";
    });
    waits.set(id, (wait = promise));
  }
  return wait;
}

/** Whether the island's server markup is in the page, waiting to be hydrated (not on a client-side navigation). */
export const serverRendered = (id: string) => typeof document !== "undefined" && document.getElementById(id) !== null;
