import { defineConfig } from "@playwright/test";

// E2E_PORT, E2E_DATABASE_URL and NEXT_DIST_DIR reach scripts/e2e-server.ts
// through the environment, so parallel runs keep to their own server.
const port = Number(process.env.E2E_PORT ?? 3198);

// Debian's Chromium, never a downloaded browser (DESIGN.md).
export default defineConfig({
  testDir: "e2e",
  outputDir: "test-results",
  timeout: 60_000,
  workers: 1,
  reporter: [["list"], ["json", { outputFile: ".data/playwright.json" }], ["html", { open: "never" }]],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: "on",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync"],
    },
  },
  webServer: {
    command: `node --conditions=react-server --import tsx scripts/e2e-server.ts`,
    url: `http://localhost:${port}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: { E2E_PORT: String(port) },
  },
});
