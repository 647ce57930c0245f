// Draws the site's icons from the logo mark of lib/site/brand.ts: npx tsx scripts/make-icons.ts
// app/favicon.ico, for browsers that ask for it, is made from the 192 px icon with ImageMagick:
//   convert public/icon-192.png -define icon:auto-resize=48,32,16 app/favicon.ico
import { writeFile } from "node:fs/promises";
import sharp from "sharp";
import { logoMarkSvg } from "../lib/site/brand";

const rounded = logoMarkSvg();
// Full bleed, for platforms that cut their own shape (Apple touch icon, maskable icon): the mark kept in the safe zone.
const square = (scale: number) => logoMarkSvg({ shape: "square", scale });

const png = (svg: string, size: number) =>
  sharp(Buffer.from(svg), { density: 72 * (size / 32) * 1.5 })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

await writeFile("app/icon.svg", rounded + "\n");
await writeFile("public/icon.png", await png(rounded, 512));
await writeFile("public/icon-192.png", await png(rounded, 192));
await writeFile("public/icon-maskable.png", await png(square(0.8), 512));
await writeFile("app/apple-icon.png", await png(square(0.9), 180));
console.log("icons written");
