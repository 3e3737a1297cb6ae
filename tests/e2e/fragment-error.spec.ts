import { expect, test } from '@playwright/test';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expectNoAxeViolations } from './support/axe';
import { loginAsDemo, screenshot } from './support/fixtures';
import { REPO_ROOT } from './support/server.mjs';
import { goToScreen, openAccountMenu } from './support/shell';

// A server page that cannot be loaded (the server answers 500, the browser is online, nothing is cached) shows a
// clear error with a retry — never a spinner. No service worker here, so nothing can answer from a cache.
test.use({ serviceWorkers: 'block' });

test('a page the server fails to send shows the error state, and Try again loads it', async ({ page }) => {
  let failing = true;
  await page.route('**/api/pg/history*', (route) =>
    failing ? route.fulfill({ status: 500, contentType: 'application/json', body: '{"return":false,"code":"server_error"}' }) : route.fallback(),
  );
  await loginAsDemo(page);
  await goToScreen(page, 'History');

  const error = page.getByRole('alert').filter({ has: page.getByRole('heading', { name: "This page couldn't be loaded" }) });
  await expect(error).toBeVisible();
  await expect(error).toContainText('Something went wrong while loading this page. Please try again.');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await screenshot(page, 'fragment-error-390');

  failing = false;
  await error.getByRole('button', { name: 'Try again' }).click();
  await expect(error).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
});

test('a server page on its way says so to assistive technology, and passes axe while loading', async ({ page }) => {
  let release: (() => void) | undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/pg/history*', async (route) => {
    await held;
    await route.fallback();
  });
  await loginAsDemo(page);
  await goToScreen(page, 'History');
  await expect(page.getByRole('status', { name: 'Loading page…' })).toBeVisible();
  await expectNoAxeViolations(page);
  release?.();
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading page…' })).toHaveCount(0);
});

test('a widget whose code cannot load shows its own error; the page and the app around it stay', async ({ page }) => {
  // The history island's chunk fails (a deploy removed it, the network dropped it): only that island may fail.
  await page.route('**/HistoryScreen-*.js', (route) => route.abort());
  await loginAsDemo(page);
  await goToScreen(page, 'History');

  const island = page.getByRole('alert').filter({ hasText: "This part of the page couldn't be shown." });
  await expect(island).toBeVisible();
  await expect(island.getByRole('button', { name: 'Reload' })).toBeVisible();
  // The server page around the island, and the shell (balance, logout), are still there.
  await expect(page.getByRole('heading', { name: 'History', level: 1 })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
  await openAccountMenu(page);
  await expect(page.getByRole('button', { name: /Log out/ })).toBeVisible();
});

test('the extras that load after home (toasts, offers, popups) cannot take the app down when their code fails to load', async ({ page }) => {
  // The network drops as each extra's chunk is fetched after the first screen: home must go on without them. (The
  // toasts, offers and the weekend modal load only once they have something to show; the signal popup always does.)
  const extras = /\/assets\/(Toaster|OfferHost|SignalPopup|WeekendModal|weekend)-[\w-]+\.js$/;
  await page.route(extras, (route) => route.abort('internetdisconnected'));
  const popupFailed = page.waitForEvent('requestfailed', (request) => /\/SignalPopup-/.test(request.url()));
  await loginAsDemo(page);
  await popupFailed;
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
  await expect(page.getByText('Something went wrong. Please try again later.')).toHaveCount(0);
  await expect(page.locator('iframe[title="Trading platform"]')).toBeVisible();
});

test('offline before any worker took over: the poller and the toasts wait for the connection, then start', async ({ page, browser }) => {
  await loginAsDemo(page);
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
  // What a trader's phone had of this page when the network went, in a context with nothing cached: its HTML and
  // the shell's code (served from the build, as a browser cache would). The poller and the toasts come after the
  // first screen, from the network.
  const origin = new URL(page.url()).origin;
  const html = await (await page.request.get('/en/trading')).text();
  const context = await browser.newContext({ storageState: await page.context().storageState(), serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const late = /\/assets\/(polling|Toaster)-[\w-]+\.js$/;
  let lateFetchedOffline = 0;
  let offline = true;
  await context.route('**/en/trading', (route) => route.fulfill({ contentType: 'text/html', body: html }));
  await context.route('**/assets/**', (route) => {
    const url = route.request().url();
    if (late.test(url)) {
      if (!offline) return route.fallback();
      lateFetchedOffline += 1;
      return route.abort('internetdisconnected');
    }
    const file = join(REPO_ROOT, 'dist', new URL(url).pathname);
    return existsSync(file) ? route.fulfill({ path: file }) : route.fallback();
  });
  await context.setOffline(true);
  const offlinePage = await context.newPage();
  await offlinePage.goto(`${origin}/en/trading#/home`);
  await expect(offlinePage.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
  await expect(offlinePage.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();
  // Past the moments the poller and the toasts start at (the frame after the shell, the first idle time).
  await offlinePage.evaluate(async (twice) => {
    for (let round = 0; round < twice; round += 1) await new Promise<void>((resolve) => requestIdleCallback(() => resolve(), { timeout: 3_000 }));
  }, 2);
  expect(lateFetchedOffline).toBe(0);

  const pollerStarts = offlinePage.waitForRequest((request) => new URL(request.url()).pathname === '/api/us/notifications');
  offline = false;
  await context.setOffline(false);
  await pollerStarts;
  await expect(offlinePage.getByRole('status').filter({ hasText: /^Online$/ })).toBeVisible();
  // The toasts' code waits for a toast: none was raised, so none of it came, online or not.
  await expect(offlinePage.getByRole('region', { name: 'Messages' })).toHaveCount(0);
  await expect(offlinePage.getByText('Something went wrong. Please try again later.')).toHaveCount(0);
  await context.close();
});

test('the add-account dialog keeps its own text and works when its server text cannot load', async ({ page }) => {
  await page.route('**/api/ag/modal_add_account*', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"return":false,"code":"server_error"}' }));
  await loginAsDemo(page);
  await openAccountMenu(page);
  await page.getByRole('button', { name: 'Accounts' }).click();
  await page.getByRole('group', { name: 'Accounts' }).getByRole('button', { name: 'Add account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a currency account' });
  await expect(dialog.getByText('Open an account in another currency. One real account per currency; demo accounts do not count.')).toBeVisible();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(dialog.getByLabel('Currency')).toBeEnabled();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(dialog.getByText('Please choose a currency.')).toBeVisible();
});
