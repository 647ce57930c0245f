"use client";

import clsx from "clsx";
import { useEffect, useState, type ReactNode } from "react";

const SCROLL_THRESHOLD = 50;

export function HeaderFrame({ children }: { children: ReactNode }) {
  const [scrolled, setScrolled] = useState(false);

  useEffect(() => {
    const update = () => setScrolled(window.scrollY > SCROLL_THRESHOLD);
    update();
    window.addEventListener("scroll", update, { passive: true });
    return () => window.removeEventListener("scroll", update);
  }, []);

  return (
    <header
      data-scrolled={scrolled}
      className={clsx(
        "fixed inset-x-0 top-0 z-50 h-20 transition-[background-color,box-shadow,backdrop-filter] duration-300 md:h-28",
        scrolled ? "border-b border-white/40 bg-white/75 shadow-lg shadow-slate-900/5 backdrop-blur-lg" : "bg-white/0",
      )}
    >
      {children}
    </header>
  );
}
