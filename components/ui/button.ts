import { cn } from "@/lib/utils";
import { buttonBase, type ButtonSize, type ButtonVariant } from "./button-styles";

/** Class names of a button-looking element (a link or a button); a class passed in replaces one of the same kind. */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return cn(buttonBase(variant, size), className);
}
