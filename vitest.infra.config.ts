import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The infrastructure test (tests/infra): two `next start` instances of the production build, redis-server and
// nginx. Run after the build by scripts/test.sh; not part of `vitest run`.
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
