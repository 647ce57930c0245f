import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { getPathname } from "./i18n/navigation";
import {
  articleRoute,
  hasShareImage,
  href,
  hreflang,
  localePaths,
  mainNav,
  mainNavHref,
  ogImagePath,
  pageIds,
  pages,
  route,
  section,
} from "./site-map";

describe("site map", () => {
  it("lists every page of app/[locale] once, the home page first", () => {
    const paths = pageIds.map((id) => route(id));
    expect(paths[0]).toBe("/");
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      expect(existsSync(path === "/" ? "app/[locale]/page.tsx" : `app/[locale]${path}/page.tsx`), path).toBe(true);
    }
  });

  it("gives each page its public path per language: Polish unprefixed, English under /en", () => {
    expect(localePaths(route("home"))).toEqual({ pl: "/", en: "/en" });
    expect(localePaths(route("googleAds"))).toEqual({ pl: "/google-ads", en: "/en/google-ads" });
    expect(href("pl", route("privacyPolicy"))).toBe("/privacy-policy");
    expect(href("en", articleRoute("seo-basics"))).toBe("/en/blog/seo-basics");
  });

  it("points sections at the home page of the language", () => {
    expect(href("pl", section("contact"))).toBe("/#contact");
    expect(href("en", section("contact"))).toBe("/en#contact");
    expect(getPathname({ href: section("faq"), locale: "en" })).toBe("/en#faq");
    expect(mainNav.map((item) => href("en", mainNavHref(item)))).toEqual([
      "/en#home",
      "/en#services",
      "/en#benefits",
      "/en#process",
      "/en#pricing",
      "/en/blog",
      "/en#faq",
      "/en#contact",
    ]);
  });

  it("names hreflang alternates for the languages a page exists in, x-default the Polish one", () => {
    expect(hreflang(localePaths("/meta-ads"))).toEqual({ pl: "/meta-ads", en: "/en/meta-ads", "x-default": "/meta-ads" });
    expect(hreflang({ en: "/en/blog/only-english" })).toEqual({ en: "/en/blog/only-english" });
  });

  it("names an image per page and language, under a dotted path the proxy leaves alone", () => {
    expect(ogImagePath("pl", "/")).toBe("/og/pl/index.png");
    expect(ogImagePath("en", "/blog/seo-basics")).toBe("/og/en/blog/seo-basics.png");
    for (const id of pageIds) expect(hasShareImage(pages[id].path), id).toBe(true);
    expect(hasShareImage(articleRoute("seo-basics"))).toBe(true);
    expect(hasShareImage("/unknown")).toBe(false);
  });
});
