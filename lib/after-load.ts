/** Runs `callback` once the page's load event has fired (at once if it has); returns what cancels the wait. */
export function afterLoad(callback: () => void): () => void {
  if (document.readyState === "complete") {
    callback();
    return () => {};
  }
  window.addEventListener("load", callback, { once: true });
  return () => window.removeEventListener("load", callback);
}
