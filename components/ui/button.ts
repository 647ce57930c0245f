import clsx from "clsx";
import { buttonBase, type ButtonSize, type ButtonVariant } from "./button-styles";

/**
 * Class names of a button-looking element (a link or a button). A class passed in adds to the button's or, being a
 * utility, replaces its own setting of that kind (`px-4` over btn-lg's padding): utilities come after the components
 * layer in the stylesheet.
 */
export function buttonClasses(variant: ButtonVariant = "primary", size: ButtonSize = "md", className?: string) {
  return clsx(buttonBase(variant, size), className);
}
