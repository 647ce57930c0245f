import { createNavigation } from "next-intl/navigation";
import { routing } from "./routing";

const navigation = createNavigation(routing);

export const { Link, usePathname } = navigation;

/**
 * next-intl's `getPathname`, keeping the hash of an object href: `{ pathname: "/", hash: "contact" }` in English
 * is "/en#contact" (next-intl's own returns "/en"; its `Link` keeps the hash).
 */
export function getPathname(args: Parameters<typeof navigation.getPathname>[0] & { href: string | { hash?: string } }) {
  const path = navigation.getPathname(args);
  const hash = typeof args.href === "object" ? args.href.hash : undefined;
  return hash ? `${path}${hash.startsWith("#") ? "" : "#"}${hash}` : path;
}
