import "server-only";
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/** Tailwind orders its CSS by utility, not by the class attribute, so without merging an override may silently lose. */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
