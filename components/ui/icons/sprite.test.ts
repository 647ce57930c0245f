import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { brandGlyphs, lucideIcons } from "./names";
import { buildSprite } from "./sprite";

const committed = readFileSync(path.join(__dirname, "sprite.svg"), "utf8");

describe("the icon sprite", () => {
  it("is the one names.ts describes (run `npm run icons` after changing it)", () => {
    expect(committed).toBe(buildSprite());
  });

  it("has a symbol with shapes for every name", () => {
    const names = [...lucideIcons, ...Object.keys(brandGlyphs)];
    const symbols = [...committed.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24"[^>]*>(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id).sort()).toEqual([...names].sort());
    for (const [, id, shapes] of symbols)
      expect(shapes, id).toMatch(/^(<(path|circle|rect|line|polyline|polygon|ellipse) [^>]+\/>)+$/);
  });

  it("draws lucide's glyphs as lucide does", () => {
    expect(committed).toContain('<symbol id="Check" viewBox="0 0 24 24"><path d="M20 6 9 17l-5-5"/></symbol>');
    expect(committed).toContain(
      '<symbol id="ArrowRight" viewBox="0 0 24 24"><path d="M5 12h14"/><path d="m12 5 7 7-7 7"/></symbol>',
    );
  });
});
