type Variant = "primary" | "secondary" | "ghost" | "light";
type Size = "sm" | "md" | "lg";
export type ButtonVariant = Variant;
export type ButtonSize = Size;

const variants: Record<Variant, string> = {
  primary:
    "bg-brand-600 text-white shadow-lg shadow-brand-600/25 hover:bg-brand-700 focus-visible:outline-brand-600",
  secondary: "border border-slate-300 bg-white text-slate-900 hover:border-brand-400 hover:text-brand-700",
  ghost: "text-brand-700 hover:bg-brand-50",
  light: "bg-white text-brand-800 shadow-lg hover:bg-brand-50 focus-visible:outline-white",
};

const sizes: Record<Size, string> = {
  sm: "h-10 px-4 text-sm",
  md: "h-11 px-5 text-sm",
  lg: "h-13 px-7 text-base",
};

/**
 * A button's own classes, joined without merging: client components use this (with classes that add, never
 * replace), so tailwind-merge (11 KB of JavaScript) stays on the server. To override one of these, use
 * `buttonClasses` from ./button in a server component.
 */
export function buttonBase(variant: Variant = "primary", size: Size = "md") {
  return `inline-flex items-center justify-center gap-2 rounded-xl font-semibold transition-colors ${variants[variant]} ${sizes[size]}`;
}
