import { expect, test, type Page } from '@playwright/test';
import { login, registerTrader, screenshot, waitForServiceWorkerControl } from './support/fixtures';

const PASSWORD = 'Secret123!';

const newTrader = (page: Page) => registerTrader(page, { prefix: 'notify', country: 'GB', firstName: 'Nia', lastName: 'Notify', password: PASSWORD });

test('a sandbox notification reaches the badge of two open tabs; read all clears both', async ({ context, page }) => {
  await context.clock.install();
  const email = await newTrader(page);
  await login(page, email, PASSWORD);
  const second = await context.newPage();
  await second.goto('/en/trading#/home');
  for (const tab of [page, second]) await expect(tab.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  for (const text of ['Deposit approved', 'Weekly tournament starts', 'New analysis', 'Your ticket was answered']) {
    const added = await page.request.post('/sandbox/notification', { data: { email, text } });
    expect(added.ok()).toBe(true);
  }
  // The shared poller (one leader tab) fetches them into Dexie; both tabs' badges follow.
  await context.clock.runFor(31_000);
  for (const tab of [page, second]) {
    await expect(tab.getByRole('button', { name: 'Notifications, 4 new' })).toBeVisible({ timeout: 15_000 });
  }

  // First three shown, the rest on expand; mark one read.
  await second.getByRole('button', { name: 'Notifications, 4 new' }).click();
  const panel = second.getByRole('region', { name: 'Notifications' });
  await expect(panel.getByRole('listitem')).toHaveCount(3);
  await panel.getByRole('button', { name: 'Show 1 more' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(4);
  await panel.getByRole('listitem').filter({ hasText: 'New analysis' }).getByRole('button', { name: 'Mark read' }).click();
  for (const tab of [page, second]) await expect(tab.getByRole('button', { name: 'Notifications, 3 new' })).toBeVisible();

  await panel.getByRole('button', { name: 'Read all' }).click();
  for (const tab of [page, second]) await expect(tab.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await second.close();
});

test("the badge carries the server's count of new ones, and the dropdown opens offline from Dexie", async ({ context, page }) => {
  test.setTimeout(90_000);
  const email = await newTrader(page);
  // More than the newest 50 the list carries: the badge still counts every new one.
  for (let i = 1; i <= 52; i += 1) {
    const added = await page.request.post('/sandbox/notification', { data: { email, text: `Notice ${i}` } });
    expect(added.ok()).toBe(true);
  }
  await login(page, email, PASSWORD);
  await page.goto('/en/trading#/home');
  const badge = page.getByRole('button', { name: 'Notifications, 52 new' });
  await expect(badge).toBeVisible({ timeout: 15_000 });
  await badge.click();
  const panel = page.getByRole('region', { name: 'Notifications' });
  await panel.getByRole('button', { name: 'Show 47 more' }).click();
  await expect(panel.getByRole('listitem')).toHaveCount(50);
  await panel.getByRole('listitem').filter({ hasText: /^Notice 52/ }).getByRole('button', { name: 'Mark read' }).click();
  // The count the server answers with (51), not the 49 unread rows left in the list.
  await expect(page.getByRole('button', { name: 'Notifications, 51 new' })).toBeVisible();

  // Offline, after a reload: the app shell from the worker, the badge and the list from Dexie.
  await waitForServiceWorkerControl(page);
  await context.setOffline(true);
  await page.reload();
  const offlineBadge = page.getByRole('button', { name: 'Notifications, 51 new' });
  await expect(offlineBadge).toBeVisible();
  await offlineBadge.click();
  const offlinePanel = page.getByRole('region', { name: 'Notifications' });
  await expect(offlinePanel.getByRole('listitem')).toHaveCount(3);
  await expect(offlinePanel.getByRole('listitem').first()).toContainText('Notice 52');
  await expect(offlinePanel.getByText("You're offline: marking as read needs a connection.")).toBeVisible();
  await expect(offlinePanel.getByRole('button', { name: 'Read all' })).toBeDisabled();
  await expect(offlinePanel.getByRole('button', { name: 'Mark read' }).first()).toBeDisabled();
  await screenshot(page, 'notifications-offline-390');
  await context.setOffline(false);
});
