import localFont from "next/font/local";

// Inter (cut by scripts/make-font.py) is preloaded: every page's largest text is set in it. The fallback is our own
// (app/globals.css): next/font's needs Arial, which phones and Linux lack, and scales every weight alike.
const inter = localFont({
  src: "../assets/fonts/inter-latin-pl.woff2",
  weight: "400 900",
  display: "swap",
  adjustFontFallback: false,
  fallback: ["Inter Fallback", "ui-sans-serif", "system-ui", "sans-serif"],
  variable: "--font-inter",
});

export const fontVariables = inter.variable;
