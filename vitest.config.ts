import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const empty = fileURLToPath(new URL("./tests/support/empty-module.ts", import.meta.url));
const exclude = ["node_modules/**", ".next/**", "tests/e2e/**", "tests/infra/**", "tests/journeys/**"];

// `unit` needs nothing but Node; `integration` (*.int.test.ts) starts SMTP servers, Redis and the leads:retry script.
export default defineConfig({
  resolve: {
    alias: {
      "@": fileURLToPath(new URL(".", import.meta.url)),
      "server-only": empty,
      "client-only": empty,
    },
  },
  test: {
    environment: "node",
    server: { deps: { inline: ["next-intl"] } },
    projects: [
      {
        extends: true,
        test: { name: "unit", include: ["**/*.test.{ts,tsx}"], exclude: [...exclude, "**/*.int.test.ts"] },
      },
      { extends: true, test: { name: "integration", include: ["**/*.int.test.ts"], exclude } },
    ],
  },
});
