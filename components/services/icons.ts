import type { IconName } from "@/components/ui/icon";

/** A platform's mark sits on the platform's own colours instead of the brand gradient. */
export const iconTiles: Partial<Record<IconName, string>> = {
  Facebook: "bg-[#1877f2] shadow-[#1877f2]/30",
  Instagram: "bg-gradient-to-tr from-[#f58529] via-[#dd2a7b] to-[#8134af] shadow-[#dd2a7b]/30",
};
