import "server-only";
import { clsx, type ClassValue } from "clsx";
import { twMerge } from "tailwind-merge";

/**
 * Joins class lists so that a later class overrides an earlier one of the same property ("max-w-7xl" then
 * "max-w-4xl" keeps "max-w-4xl"). Tailwind orders its CSS by utility, not by the order of the class attribute, so
 * without merging an override may silently lose.
 */
export function cn(...inputs: ClassValue[]) {
  return twMerge(clsx(inputs));
}
