import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { services } from "@/content/services/registry";
import { articleRoute } from "@/lib/blog/slugs";
import { getPathname } from "@/lib/i18n/paths";
import { href, hreflang, localePaths, mainNav, mainNavHref, route, section, sitePages } from "./map";

describe("site map", () => {
  it("lists every page once, the home page first, each with a route and a share image in app/[locale]", () => {
    const paths = sitePages.map((page) => page.path);
    expect(paths[0]).toBe("/");
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) {
      const service = services.some((candidate) => candidate.path === path);
      const file =
        path === "/"
          ? "app/[locale]/page.tsx"
          : service
            ? "app/[locale]/[service]/page.tsx"
            : `app/[locale]${path}/page.tsx`;
      expect(existsSync(file), path).toBe(true);
      expect(existsSync(file.replace(/page\.tsx$/, "opengraph-image.tsx")), path).toBe(true);
    }
  });

  it("lists every service of the registry, after the home page", () => {
    expect(sitePages.slice(1, services.length + 1).map((page) => page.path)).toEqual(
      services.map((service) => service.path),
    );
  });

  it("gives each page its public path per language: Polish unprefixed, English under /en", () => {
    expect(localePaths(route("home"))).toEqual({ pl: "/", en: "/en" });
    expect(localePaths("/google-ads")).toEqual({ pl: "/google-ads", en: "/en/google-ads" });
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
    expect(hreflang(localePaths("/meta-ads"))).toEqual({
      pl: "/meta-ads",
      en: "/en/meta-ads",
      "x-default": "/meta-ads",
    });
    expect(hreflang({ en: "/en/blog/only-english" })).toEqual({ en: "/en/blog/only-english" });
  });
});
