import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.mjs';

// End-to-end tests: the production build served by the reference server (started by the global setup on free
// ports with a fresh DATA_DIR) in Debian's Chromium. Two cores → one worker; no retries, a flaky test is a bug.
export const E2E_JSON_REPORT = 'test-results/e2e-report.json';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: 1,
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ?? E2E_JSON_REPORT }]],
  use: {
    // Set by the global setup (workers inherit it); undefined only while the config is first read.
    baseURL: process.env['E2E_BASE_URL'],
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    locale: 'en-US',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
});
