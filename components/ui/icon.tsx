import type { SVGProps } from "react";
import type { IconName } from "./icons/names";
import sprite from "./icons/sprite.svg";

export type { IconName };

// The build gives the sprite a hashed, long-cached URL; Vite, in unit tests, gives the URL as a string.
const spriteUrl: string = typeof sprite === "string" ? sprite : sprite.src;

type Props = Omit<SVGProps<SVGSVGElement>, "children"> & { name: IconName };

export function Icon({ name, className, ...props }: Props) {
  return (
    <svg aria-hidden="true" className={className ? `icon ${className}` : "icon"} {...props}>
      <use href={`${spriteUrl}#${name}`} />
    </svg>
  );
}
