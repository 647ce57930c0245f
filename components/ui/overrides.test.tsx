import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Badge } from "./badge";
import { buttonClasses } from "./button";
import { Container } from "./container";

const classesOf = (html: string) => html.match(/class="([^"]*)"/)?.[1]?.split(" ") ?? [];

describe("a class passed to a UI primitive replaces the primitive's own class of that kind", () => {
  it("narrows a container", () => {
    const classes = classesOf(renderToStaticMarkup(<Container className="max-w-4xl" />));
    expect(classes).toContain("max-w-4xl");
    expect(classes).not.toContain("max-w-7xl");
  });

  it("sets a badge's size, weight and colours", () => {
    const classes = classesOf(
      renderToStaticMarkup(<Badge className="bg-white/10 px-4 text-sm font-medium text-white">x</Badge>),
    );
    expect(classes).toEqual(expect.arrayContaining(["bg-white/10", "px-4", "text-sm", "font-medium", "text-white"]));
    for (const lost of ["bg-brand-50", "px-3", "text-xs", "font-semibold", "text-brand-800"])
      expect(classes).not.toContain(lost);
  });

  it("widens a button and keeps the rest of its look", () => {
    // The button's own settings are the components layer's btn-* classes (app/globals.css); a utility beside them
    // wins by the cascade, which the home page's e2e checks in Chromium (the form's full-width submit button).
    const classes = buttonClasses("primary", "lg", "w-full px-4").split(" ");
    expect(classes).toEqual(["btn", "btn-primary", "btn-lg", "w-full", "px-4"]);
  });
});
