/** For what CSS can't reach (share images, manifest, icons); brand.test.ts keeps app/globals.css's @theme equal. */
export const brandColors = {
  "brand-50": "#eef4ff",
  "brand-100": "#dbe6fe",
  "brand-200": "#bfd3fe",
  "brand-300": "#93b4fd",
  "brand-400": "#608bfa",
  "brand-500": "#3b65f6",
  "brand-600": "#2546eb",
  "brand-700": "#1d35d8",
  "brand-800": "#1e2daf",
  "brand-900": "#1e2b8a",
  "brand-950": "#171d54",
  "accent-400": "#fb923c",
  "accent-500": "#f97316",
  "accent-600": "#c2410c",
  ink: "#0f172a",
} as const;

export const themeColor = brandColors["brand-600"];

type MarkOptions = {
  /** The gradient's id, unique within the document that shows the mark. */
  gradientId?: string;
  /** "rounded" as in the header; "square" fills the whole tile, for platforms that cut their own shape. */
  shape?: "rounded" | "square";
  /** Shrinks the wave and dot towards the centre, to keep them in a platform's safe zone. */
  scale?: number;
};

function logoMarkElements({ gradientId = "g", shape = "rounded", scale = 1 }: MarkOptions = {}) {
  const gradient = `<defs><linearGradient id="${gradientId}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${brandColors["brand-500"]}"/><stop offset="1" stop-color="${brandColors["brand-800"]}"/></linearGradient></defs>`;
  const tile = `<rect width="32" height="32"${shape === "rounded" ? ` rx="9"` : ""} fill="url(#${gradientId})"/>`;
  const mark = `<path d="M7 21c3-6 6-6 9 0s6 6 9 0" fill="none" stroke="#fff" stroke-width="3" stroke-linecap="round"/><circle cx="24.5" cy="9.5" r="2.5" fill="${brandColors["accent-400"]}"/>`;
  const placed = scale === 1 ? mark : `<g transform="translate(16 16) scale(${scale}) translate(-16 -16)">${mark}</g>`;
  return gradient + tile + placed;
}

export function logoMarkSvg(options?: MarkOptions) {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32">${logoMarkElements(options)}</svg>`;
}
