import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromium.mjs';
import { BASE_URL_ENV, serverURL } from './tests/e2e/support/run-server';

// End-to-end tests: the production build served by the reference server (the global setup starts one per worker,
// on free ports with a fresh DATA_DIR) in Debian's Chromium. No retries: a flaky test is a bug.
//
// Two workers on two cores: a test mostly waits (for the server, timers, the network going idle), so the second
// worker fills the idle core. One worker when E2E_BASE_URL names a server of your own (tests move its clock).
// No trace by default: recording one costs a fifth of the suite's time (its screencast and DOM snapshots), and a
// failure already leaves its error, screenshot and page snapshot. To debug: `npm run test:e2e -- <spec> --trace on`.
export const E2E_JSON_REPORT = 'test-results/e2e-report.json';

export default defineConfig({
  testDir: 'tests/e2e',
  outputDir: 'test-results/e2e',
  globalSetup: './tests/e2e/support/global-setup.ts',
  workers: process.env[BASE_URL_ENV] ? 1 : 2,
  retries: 0,
  fullyParallel: false,
  forbidOnly: Boolean(process.env['CI']),
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json', { outputFile: process.env['PLAYWRIGHT_JSON_OUTPUT_NAME'] ?? E2E_JSON_REPORT }]],
  use: {
    // This worker's server (set by the global setup, inherited by workers); undefined while the config is first read.
    baseURL: serverURL(BASE_URL_ENV),
    browserName: 'chromium',
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
    viewport: { width: 390, height: 844 },
    serviceWorkers: 'allow',
    locale: 'en-US',
    trace: 'off',
    screenshot: 'only-on-failure',
  },
});
