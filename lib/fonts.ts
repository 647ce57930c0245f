import localFont from "next/font/local";

// Inter (cut by scripts/make-font.py), preloaded: every page's largest text is set in it. "optional": a font that has
// not arrived by the first paint is not swapped in later, so a slow connection shows the system font for that page
// and nothing ever re-wraps or moves (the next page has it from the cache).
const inter = localFont({
  src: "../assets/fonts/inter-latin-pl.woff2",
  weight: "400 900",
  display: "optional",
  adjustFontFallback: false,
  fallback: ["ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-inter",
});

export const fontVariables = inter.variable;
