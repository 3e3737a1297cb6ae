import { expect, test } from '@playwright/test';
import { loginAsDemo, screenshot } from './support/fixtures';
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
  // The network drops as each extra's chunk is fetched after the first screen: home must go on without them.
  const extras = /\/assets\/(Toaster|OfferHost|SignalPopup|WeekendModal)-[\w-]+\.js$/;
  await page.route(extras, (route) => route.abort('internetdisconnected'));
  const toasterFailed = page.waitForEvent('requestfailed', (request) => /\/Toaster-/.test(request.url()));
  await loginAsDemo(page);
  await toasterFailed;
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
  await expect(page.getByText('Something went wrong. Please try again later.')).toHaveCount(0);
  await expect(page.locator('iframe[title="Trading platform"]')).toBeVisible();
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
  await expect(dialog.getByText('Please chose currency!')).toBeVisible();
});
