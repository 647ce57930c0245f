import localFont from "next/font/local";

// Inter (cut by scripts/make-font.py). "swap": text is drawn at once in "Inter Fallback" (app/globals.css, scaled per
// weight to Inter's widths, so the swap rarely re-wraps a line) and in Inter as soon as the file arrives. Not preloaded:
// on a slow connection the preload competes with the document and Chromium holds the first paint for it.
// next/font's own fallback is off: it scales every weight alike and needs Arial.
const inter = localFont({
  src: "../assets/fonts/inter-latin-pl.woff2",
  weight: "400 900",
  display: "swap",
  preload: false,
  adjustFontFallback: false,
  fallback: ["Inter Fallback", "Inter Fallback Android", "ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-inter",
});

export const fontVariables = inter.variable;
