import { defineConfig, devices } from "@playwright/test";
// Debian's Chromium and the flags that keep it off the network; shared with the bench and screenshot scripts.
import chromium from "./scripts/chromium.json" with { type: "json" };
import { e2eOutboxDir, graphSinkUrl, smtpSinkPort } from "./tests/support/e2e-sinks";

const PORT = Number(process.env.E2E_PORT ?? 3130);
export const baseURL = `http://localhost:${PORT}`;

export default defineConfig({
  testDir: "tests/e2e",
  // A real SMTP server for the leads the contact tests send, and a stand-in for Meta's Graph API.
  globalSetup: "./tests/support/e2e-sinks.ts",
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    // Recording a trace costs a 2-core machine enough CPU to push the banner's and navigations' timings past their waits.
    trace: process.env.CI ? "on-first-retry" : "retain-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? chromium.executablePath,
      args: chromium.args,
    },
  },
  projects: [{ name: "desktop", use: { ...devices["Desktop Chrome"], viewport: { width: 1280, height: 800 } } }],
  webServer: {
    // The suite runs against the production build made by scripts/test.sh (next build).
    command: `npx next start -p ${PORT}`,
    url: `${baseURL}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    env: {
      OUTBOX_DIR: e2eOutboxDir,
      SMTP_URL: `smtp://127.0.0.1:${smtpSinkPort}`,
      CONTACT_RATE_LIMIT: "1000",
      // Every lead of the suite comes from one network (localhost): its share of the ceiling, a sixth, covers them.
      CONTACT_SITE_LIMIT: "6000",
      // Conversions API events (only with a pixel id in the build and marketing consent) go to the stand-in.
      META_CAPI_ACCESS_TOKEN: "e2e-token",
      META_GRAPH_URL: graphSinkUrl,
    },
  },
});
