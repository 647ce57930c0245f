import * as lucide from "lucide-react";
import { createElement, type ComponentType } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { brandGlyphs, lucideIcons } from "./names";

// Each glyph once, in a file the browser caches, not in every page's markup and again in its RSC payload.
// Used only by scripts/icons.ts and the test that keeps the committed sprite current; never imported by a page.

function lucideShapes(name: (typeof lucideIcons)[number]): string {
  const component = lucide[name] as ComponentType;
  const markup = renderToStaticMarkup(createElement(component));
  const inner = /^<svg[^>]*>(.*)<\/svg>$/s.exec(markup)?.[1];
  if (!inner) throw new Error(`lucide-react's ${name} did not render an <svg>`);
  return inner.replace(/><\/(path|circle|rect|line|polyline|polygon|ellipse)>/g, "/>");
}

function symbol(id: string, shapes: string, attributes: Record<string, string> = {}): string {
  const extra = Object.entries(attributes)
    .map(([key, value]) => ` ${key}="${value}"`)
    .join("");
  return `<symbol id="${id}" viewBox="0 0 24 24"${extra}>${shapes}</symbol>`;
}

/** The sprite's text. Stroke, caps and joins come from the `.icon` rule in app/globals.css, inherited through `<use>`. */
export function buildSprite(): string {
  const symbols = [
    ...lucideIcons.map((name) => symbol(name, lucideShapes(name))),
    ...Object.entries(brandGlyphs).map(([name, glyph]) => symbol(name, glyph.shapes, glyph.attributes)),
  ];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">\n${symbols.join("\n")}\n</svg>\n`;
}
