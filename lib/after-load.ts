import "client-only";

export function afterLoad(callback: () => void): () => void {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}

export function sinceLoad(): number {
  const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming | undefined;
  const loadEnd = navigation?.loadEventEnd ?? 0;
  return loadEnd > 0 ? performance.now() - loadEnd : 0;
}
