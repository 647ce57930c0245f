import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// Needs the production build, redis-server and nginx: scripts/test.sh runs it after the build, not `vitest run`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["tests/infra/**/*.infra.test.ts"],
    environment: "node",
    fileParallelism: false,
    testTimeout: 60_000,
    hookTimeout: 120_000,
  },
});
