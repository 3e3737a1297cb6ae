import { expect, test, type Page } from '@playwright/test';
import { cacheNames, DEMO_EMAIL, idbDatabases, loginAsDemo, uniqueEmail, waitForServiceWorkerControl } from './support/fixtures';
import { openAccountMenu } from './support/shell';

// Where a session ends without a logout: a second person on the device must still see nothing of the first,
// and a 401 anywhere wipes what the device holds before asking for a login (ARCHITECTURE §5).

const hasUserCache = async (page: Page): Promise<boolean> => (await cacheNames(page)).some((name) => name.startsWith('user-'));

/** Demo signed in on home, with its page in the worker's user cache and a notification in Dexie. */
async function demoWithEverythingCached(page: Page, notice: string): Promise<void> {
  const added = await page.request.post('/sandbox/notification', { data: { email: DEMO_EMAIL, text: notice } });
  expect(added.ok()).toBe(true);
  await loginAsDemo(page);
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Notifications, \d+ new$/ })).toBeVisible({ timeout: 15_000 });
  await waitForServiceWorkerControl(page);
  // Once controlled, a reload puts the home fragment into the worker's user cache.
  await page.reload();
  await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
  await expect.poll(() => idbDatabases(page)).toContain('trader');
  await expect.poll(() => hasUserCache(page)).toBe(true);
  // Home's first-paint copy (content/paintCopy.ts) is the trader's too.
  await expect.poll(() => paintCopies(page)).not.toEqual([]);
}

const paintCopies = (page: Page) => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('paint:')));

test('a new sign-in after an expired session shows nothing of the previous trader', async ({ page, context }) => {
  const notice = `Statement for Alex ${Date.now()}`;
  await demoWithEverythingCached(page, notice);

  // The trader leaves the app without logging out and the session expires later (no 401 ever reached the app:
  // leaving first, so no call of the still-open app can answer 401 and race this tab to the login screen); then
  // someone else signs up on this device.
  await page.goto('about:blank');
  await context.clearCookies({ name: 'sid' });
  await page.goto('/en/register');
  await page.getByLabel('First name').fill('Bea');
  await page.getByLabel('Last name').fill('Second');
  const email = uniqueEmail('second');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('Secret123!');
  await page.getByLabel('Country').selectOption('DE');
  await page.getByLabel('Phone').fill('15123456789');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(page).toHaveURL(/\/en\/trading#\/home$/);
  await expect(page.getByRole('heading', { name: 'Welcome, Bea!' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$0.00');
  await openAccountMenu(page);
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  // Nothing of demo: not its name, its e-mail, its cached home page, nor its notifications.
  await expect(page.getByText(/Alex|Morgan/)).toHaveCount(0);
  await expect(page.getByText(DEMO_EMAIL)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Notifications', exact: true }).click();
  const panel = page.getByRole('region', { name: 'Notifications', exact: true });
  await expect(panel.getByText('No notifications yet.')).toBeAttached();
  await expect(page.getByText(notice)).toHaveCount(0);
});

test('a 401 anywhere wipes IndexedDB and the user caches, then asks for a login and comes back', async ({ page, context }) => {
  await demoWithEverythingCached(page, `Note ${Date.now()}`);
  // Home's idle extras (the weekend check) have made their call, so the next call the app makes is the history
  // page's. The chat, folded on a phone, makes none until it is opened.
  await expect(page.locator('.chat-panel')).toBeVisible();
  const called = (path: string) => page.evaluate((part) => performance.getEntriesByType('resource').some((entry) => entry.name.includes(part)), path);
  await expect.poll(() => called('/api/tourney/current')).toBe(true);
  expect(await called('/api/chat/history')).toBe(false);

  await context.clearCookies({ name: 'sid' });
  // The next call the app makes (here: the history page, never visited, so it comes from the server) answers 401.
  await page.getByRole('link', { name: 'History' }).click();

  await expect(page).toHaveURL(/\/en\/login\?rd=%2Fshow%2Fhistory$/);
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect.poll(() => idbDatabases(page)).not.toContain('trader');
  expect(await hasUserCache(page)).toBe(false);
  expect(await paintCopies(page)).toEqual([]);

  // Signing in again returns to where the trader was going.
  await page.getByLabel('Email', { exact: true }).fill(DEMO_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill('Demo1234!');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page).toHaveURL(/\/en\/trading#\/show\/history$/);
});
