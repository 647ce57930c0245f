import localFont from "next/font/local";

// Inter, one variable file (weights 400-900) holding Latin and the Polish letters, made by scripts/make-font.py.
// Preloaded: the largest text on every page is set in it, and at 22 KB it arrives with the stylesheet, before the
// first paint, so nothing moves when it swaps in. Without the preload the text was painted in the fallback first
// and re-wrapped when Inter came (CLS up to 0.16): the metric-adjusted fallback is built on Arial, which phones and
// Linux lack. So the fallback is our own face (app/globals.css, "Inter Fallback"): Arial's overrides applied to
// Arial or to the fonts with its widths (Liberation Sans on Linux, Arimo on ChromeOS, Roboto on Android is within
// 1 %), with a scale per weight (headings are bold), which also keeps a page whose font is not preloaded (the 404
// page, rendered outside the [locale] layout) or arrives late from moving when Inter comes (tests/e2e/fonts.spec.ts).
const inter = localFont({
  src: "../assets/fonts/inter-latin-pl.woff2",
  weight: "400 900",
  display: "swap",
  adjustFontFallback: false,
  fallback: ["Inter Fallback", "ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-inter",
});

export const fontVariables = inter.variable;
