import "client-only";

/** Runs `callback` once the page's load event has fired (at once if it has); returns what cancels the wait. */
export function afterLoad(callback: () => void): () => void {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}

/** How long ago the page's load event ended, in ms (0 before it has). */
export function sinceLoad(): number {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const loadEnd = navigation?.loadEventEnd ?? 0;
  return loadEnd > 0 ? performance.now() - loadEnd : 0;
}
