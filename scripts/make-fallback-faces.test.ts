import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import table from "../assets/fonts/inter-fallback.json";
import { fallbackFaces } from "./make-fallback-faces.mjs";

describe("Inter's stand-ins", () => {
  it("app/inter-fallback.css is what the table generates", async () => {
    expect(readFileSync("app/inter-fallback.css", "utf8")).toBe(await fallbackFaces());
  });

  it("cover exactly the characters scripts/make-font.py keeps of Inter", () => {
    const script = readFileSync("scripts/make-font.py", "utf8");
    const latin = /^LATIN = \[([\s\S]*?)^\]/m.exec(script)![1]!;
    const ranges = [...latin.matchAll(/\(0x([0-9A-F]+), 0x([0-9A-F]+)\)/g)].map(([, start, end]) =>
      start === end ? [start] : [start, end],
    );
    expect(table.characters.ranges).toEqual(ranges);
    expect(table.characters.polish).toBe(/^POLISH = "([^"]+)"/m.exec(script)![1]);
  });

  it("scale Inter's ascent and descent by each face's size-adjust", async () => {
    const css = await fallbackFaces();
    expect(css).toContain("ascent-override: 90.4%;\n  descent-override: 22.51%;");
    expect(css.match(/@font-face/g)).toHaveLength(12);
  });
});
