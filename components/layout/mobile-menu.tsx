"use client";

import { Icon } from "@/components/ui/icon";
import { usePathname } from "next/navigation";
import { useEffect, useId, useRef, useState, type MouseEvent, type ReactNode } from "react";

type Props = { openLabel: string; closeLabel: string; children: ReactNode };

export function MobileMenu({ openLabel, closeLabel, children }: Props) {
  const pathname = usePathname();
  // Open only on the page where it was opened: any navigation closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = (value: boolean) => setOpenOn(value ? pathname : null);
  const panelId = useId();
  const toggle = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    // Escape from anywhere in the menu: focus goes back to its button, not to the page's start.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== "Escape") return;
      setOpenOn(null);
      toggle.current?.focus();
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, [open]);

  const closeOnLink = (event: MouseEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest("a")) setOpen(false);
  };

  return (
    <div className="lg:hidden">
      <button
        ref={toggle}
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? closeLabel : openLabel}
        onClick={() => setOpen(!open)}
        className="inline-flex size-11 items-center justify-center rounded-xl text-slate-800 hover:bg-slate-100"
      >
        {open ? <Icon name="X" className="size-6" /> : <Icon name="Menu" className="size-6" />}
      </button>
      <div
        id={panelId}
        hidden={!open}
        onClick={closeOnLink}
        className="absolute inset-x-0 top-full max-h-[calc(100dvh-5rem)] overflow-y-auto border-t border-slate-200 bg-white shadow-xl"
      >
        {/* Rendered when opened: the wide header's navigation already puts these links in the page's HTML. */}
        {open && children}
      </div>
    </div>
  );
}
