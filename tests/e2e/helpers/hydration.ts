import type { Page } from "@playwright/test";

/** Resolves once React has hydrated the header (its effects run in the same commit): a page "has run its code". */
export function waitForHydration(page: Page, timeout = 15_000) {
  return page.waitForFunction(
    () => {
      const link = document.querySelector("header nav a[hreflang]");
      return link !== null && Object.keys(link).some((key) => key.startsWith("__reactProps"));
    },
    undefined,
    { timeout },
  );
}
