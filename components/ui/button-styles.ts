type Variant = "primary" | "secondary" | "ghost" | "light";
type Size = "sm" | "md" | "lg";
export type ButtonVariant = Variant;
export type ButtonSize = Size;

/**
 * A button's own classes: `btn` with a variant and a size, defined in app/globals.css's components layer. Client
 * components use this directly (with classes that add); a utility added beside them also wins over the button's own
 * (`px-4` over btn-lg's padding) by the cascade, so no class merging is needed for buttons.
 */
export function buttonBase(variant: Variant = "primary", size: Size = "md") {
  return `btn btn-${variant} btn-${size}`;
}
