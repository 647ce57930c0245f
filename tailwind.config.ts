import type { Config } from "tailwindcss";

// Design tokens live in the @theme block of app/globals.css; this file only names the sources: the files that render
// the public pages. Not the editor's (its own root layout, unstyled by this sheet), the API's, the tests' or the
// articles' (MDX prose; their elements are styled by components/blog/mdx-components.tsx): a word there that reads
// like a utility would add a rule no page uses.
const config: Config = {
  content: [
    "./app/**/*.{ts,tsx}",
    "./components/**/*.{ts,tsx}",
    "!./app/keystatic/**",
    "!./app/api/**",
    "!./**/*.test.{ts,tsx}",
  ],
};

export default config;
