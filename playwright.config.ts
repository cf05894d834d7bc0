import { defineConfig, devices } from "@playwright/test";

const executablePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Without these, Chromium tries to reach Google's services, which this network refuses.
const args = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

export default defineConfig({
  testDir: "tests/e2e",
  globalSetup: "./tests/e2e/support/global-setup.ts",
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // A flaky test is a defect to fix, not to retry.
  retries: 0,
  // Generous bounds: a step waits for its own URL or text, so a passing test is no slower, and on
  // a machine running at half speed (seen 2026-11-25) a journey of five axe-checked pages took
  // over 30 s beside another worker.
  timeout: 90_000,
  expect: { timeout: 15_000 },
  reporter: [["list"], ["html", { open: "never", outputFolder: "playwright-report" }]],
  use: {
    trace: "retain-on-failure",
    launchOptions: { executablePath, args },
    locale: "en-US",
    timezoneId: "America/New_York",
  },
  projects: [
    { name: "js", use: { ...devices["Desktop Chrome"], javaScriptEnabled: true } },
    {
      name: "nojs",
      use: { ...devices["Desktop Chrome"], javaScriptEnabled: false },
      // The language sweep beyond the default language: the same server markup as in the js
      // project, whose no-JS variants do not depend on the language (tests/e2e/shell.spec.ts).
      grepInvert: /@other-language/,
    },
  ],
});
