import localFont from "next/font/local";

// Inter, one variable file (weights 400-900) holding Latin and the Polish letters, made by scripts/make-font.py.
// Not preloaded: ~22 KB that would compete with the page's first paint. Text shows at once in a fallback whose
// metrics are adjusted to Inter's (adjustFontFallback), so the swap shifts nothing.
const inter = localFont({
  src: "../assets/fonts/inter-latin-pl.woff2",
  weight: "400 900",
  display: "swap",
  preload: false,
  adjustFontFallback: "Arial",
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-inter",
});

export const fontVariables = inter.variable;
