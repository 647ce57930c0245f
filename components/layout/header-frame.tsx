import type { ReactNode } from "react";

/**
 * The fixed header: transparent at the top of the page, glass with a shadow once the page is scrolled. The look comes
 * from CSS (`.site-header`, a scroll-driven animation), so the header needs no code of its own.
 */
export function HeaderFrame({ children }: { children: ReactNode }) {
  return <header className="site-header fixed inset-x-0 top-0 z-50 h-20 md:h-28">{children}</header>;
}
