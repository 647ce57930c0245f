import type { Config } from "tailwindcss";

// Design tokens live in the @theme block of app/globals.css; this file only names the sources.
const config: Config = {
  content: ["./app/**/*.{ts,tsx}", "./components/**/*.{ts,tsx}", "./content/**/*.{md,mdx}"],
};

export default config;
