// Draws the site's icons from the logo mark of lib/brand.ts: node scripts/make-icons.mjs
import { writeFile } from "node:fs/promises";
import { createJiti } from "jiti";
import sharp from "sharp";

const { logoMarkSvg } = await createJiti(import.meta.url).import("../lib/brand.ts");

// The logo as drawn in the header: a rounded square.
const rounded = logoMarkSvg();
// Full bleed, for platforms that cut their own shape (Apple touch icon, maskable icon): the mark kept in the safe zone.
const square = (scale) => logoMarkSvg({ shape: "square", scale });

const png = (svg, size) => sharp(Buffer.from(svg), { density: 72 * (size / 32) * 1.5 }).resize(size, size).png({ compressionLevel: 9 }).toBuffer();

function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, data }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(data.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += data.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.data)]);
}

await writeFile("app/icon.svg", rounded + "\n");
await writeFile("public/icon.png", await png(rounded, 512));
await writeFile("public/icon-192.png", await png(rounded, 192));
await writeFile("public/icon-maskable.png", await png(square(0.8), 512));
await writeFile("app/apple-icon.png", await png(square(0.9), 180));
const sizes = [16, 32, 48];
await writeFile("app/favicon.ico", ico(await Promise.all(sizes.map(async (size) => ({ size, data: await png(rounded, size) })))));
console.log("icons written");
