type Variant = "primary" | "secondary" | "ghost" | "light";
type Size = "sm" | "md" | "lg";

/** A utility passed in wins over the button's own (`px-4` over btn-lg's padding): utilities follow the components layer. */
export function buttonClasses(variant: Variant = "primary", size: Size = "md", className?: string) {
  return className ? `btn btn-${variant} btn-${size} ${className}` : `btn btn-${variant} btn-${size}`;
}
