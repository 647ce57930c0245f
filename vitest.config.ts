import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import { readArticleSlugPairs } from "./lib/blog/slug-pairs";

const empty = fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      "server-only": empty,
      "client-only": empty,
    },
  },
  test: {
    include: ["**/*.test.ts", "**/*.test.tsx"],
    exclude: ["node_modules/**", ".next/**", "tests/e2e/**", "tests/infra/**"],
    environment: "node",
    env: { ARTICLE_SLUGS: JSON.stringify(readArticleSlugPairs()) },
    server: { deps: { inline: ["next-intl"] } },
  },
});
