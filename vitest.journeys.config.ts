import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

// The visitor journeys in Gecko and WebKit against the production build: scripts/test.sh runs them after `next build`.
export default defineConfig({
  resolve: { alias: { "@": fileURLToPath(new URL(".", import.meta.url)) } },
  test: {
    include: ["tests/journeys/**/*.journey.test.ts"],
    environment: "node",
    globalSetup: ["tests/journeys/setup.ts"],
    // One browser at a time: on a busy 2-core machine two would slow each other past any sensible wait.
    fileParallelism: false,
    testTimeout: 180_000,
    hookTimeout: 120_000,
  },
});
