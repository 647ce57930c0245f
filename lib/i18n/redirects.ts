export const LANGUAGE_PARAMS = ["lng", "lang"] as const;

function isEnglishPath(pathname: string) {
  return pathname === "/en" || pathname.startsWith("/en/");
}

function stripPrefix(pathname: string, prefix: string) {
  const rest = pathname.slice(prefix.length);
  return rest === "" ? "/" : rest;
}

export function languageRedirect(url: URL): URL | null {
  const target = new URL(url);
  const { pathname } = url;

  if (pathname === "/pl" || pathname.startsWith("/pl/")) {
    target.pathname = stripPrefix(pathname, "/pl");
    return target;
  }

  const requested = LANGUAGE_PARAMS.map((p) => url.searchParams.get(p)?.toLowerCase().slice(0, 2)).find(Boolean);
  if (!requested) return null;
  const english = isEnglishPath(pathname);
  if (requested === "en" && !english) {
    target.pathname = pathname === "/" ? "/en" : `/en${pathname}`;
  } else if (requested === "pl" && english) {
    target.pathname = stripPrefix(pathname, "/en");
  } else {
    return null;
  }
  for (const p of LANGUAGE_PARAMS) target.searchParams.delete(p);
  return target;
}
