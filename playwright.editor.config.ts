import { defineConfig, devices } from "@playwright/test";
import chromium from "./scripts/chromium.json" with { type: "json" };

// The editor's end-to-end tests: Keystatic under `next dev` in a copy of the checkout (it writes the copy's files),
// then a production build of that copy. The tests start and stop their own servers (tests/editor/site-copy.ts).
const PORT = Number(process.env.E2E_PORT ?? 3130);

export default defineConfig({
  testDir: "tests/editor",
  workers: 1,
  retries: 0,
  reporter: [["list"]],
  // Per test, for a busy 2-core machine where `next dev` compiles each page on its first visit; the first compilation
  // of the editor and the copy's build get their own, longer limits.
  timeout: 360_000,
  expect: { timeout: 60_000 },
  use: {
    baseURL: `http://localhost:${PORT}`,
    trace: "retain-on-failure",
    launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath, args: chromium.args },
  },
  projects: [{ name: "editor", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 900 } } }],
});
