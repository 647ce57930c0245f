import type { ComponentType, SVGProps } from "react";

/** A lucide icon or one of our inline brand marks. */
export type Icon = ComponentType<SVGProps<SVGSVGElement>>;
