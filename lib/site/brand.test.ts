import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandColors, logoMarkSvg } from "./brand";

describe("brand colours", () => {
  it("are the colour tokens of the Tailwind theme, value for value", () => {
    const css = readFileSync(path.join(process.cwd(), "app/globals.css"), "utf8");
    const theme = css.match(/@theme\s*{([^}]*)}/)?.[1] ?? "";
    const tokens = Object.fromEntries(
      [...theme.matchAll(/--color-([\w-]+):\s*([^;]+);/g)].map(([, name, value]) => [name, value?.trim()]),
    );
    expect(tokens).toEqual(brandColors);
  });
});

describe("the logo mark", () => {
  it("is the file browsers show as the favicon", () => {
    expect(readFileSync(path.join(process.cwd(), "app/icon.svg"), "utf8").trim()).toBe(logoMarkSvg());
  });
});
