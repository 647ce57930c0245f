type Variant = "primary" | "secondary" | "ghost" | "light";
type Size = "sm" | "md" | "lg";

/**
 * Class names of a button-looking element (a link or a button): `btn` with a variant and a size, defined in
 * app/globals.css's components layer. A utility passed in adds to them or replaces the button's own setting of that
 * kind (`px-4` over btn-lg's padding): utilities come after the components layer in the stylesheet.
 */
export function buttonClasses(variant: Variant = "primary", size: Size = "md", className?: string) {
  return className ? `btn btn-${variant} btn-${size} ${className}` : `btn btn-${variant} btn-${size}`;
}
