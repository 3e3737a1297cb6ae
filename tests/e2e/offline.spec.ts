import { expect, test } from '@playwright/test';
import { cachedPathsOutsidePrecache, cacheNames, idbDatabases, loginAsDemo, waitForServiceWorkerControl } from './support/fixtures';
import { openAccountMenu } from './support/shell';

test.describe('offline and logout', () => {
  test('a visited page opens offline after a reload', async ({ page, context }) => {
    await loginAsDemo(page);
    await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
    await waitForServiceWorkerControl(page);
    // The fragment fetched before the worker took control is cached by the worker's own refetch or this reload.
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
    await expect(page.getByRole('status', { name: 'Balance' })).toContainText('$10,000.00');
    await expect(page.getByRole('status').filter({ hasText: /^Offline$/ })).toBeVisible();

    // A page never visited says so clearly instead of spinning.
    await page.goto('/en/trading#/show/never-visited');
    await expect(page.getByRole('alert')).toContainText(/offline/i);
    await context.setOffline(false);
  });

  test("the build's files come straight from the precache, and one it lacks still reaches the server", async ({ page }) => {
    await loginAsDemo(page);
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
    // Resource Timing names the static route's source for each file; 'cache' means no fetch event ran for it.
    const sources = await page.evaluate(() =>
      performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/'))
        .map((entry) => (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType),
    );
    expect(sources.length).toBeGreaterThan(10);
    expect(new Set(sources)).toEqual(new Set(['cache']));
    // A file the precache does not hold falls through to the network: the server's 404, not a failed fetch.
    expect(await page.evaluate(async () => (await fetch('/assets/not-in-this-build.js')).status)).toBe(404);
  });

  test('logout leaves nothing of the trader behind', async ({ page }) => {
    await loginAsDemo(page);
    await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await page.reload();
    await expect(page.getByRole('heading', { name: /Welcome back, Alex/ })).toBeVisible();
    await expect.poll(() => idbDatabases(page)).toContain('trader');
    await expect.poll(async () => (await cacheNames(page)).some((name) => name.startsWith('user-'))).toBe(true);

    await openAccountMenu(page);
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/login$/);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
    // The login screen's own copy has loaded through the worker too: guest copy is not user data.
    await expect(page.getByRole('heading', { name: 'Trade with confidence' })).toBeVisible();
    expect(await idbDatabases(page)).not.toContain('trader');
    expect((await cacheNames(page)).filter((name) => name.startsWith('user-'))).toEqual([]);
    // What is left outside the app shell is the guest screens' copy, the same for every visitor.
    for (const path of await cachedPathsOutsidePrecache(page)) expect(path).toMatch(/^\/api\/pg\/guest-[a-z-]+$/);

    // The trading app no longer opens: the session is gone.
    await page.goto('/en/trading#/home');
    await expect(page).toHaveURL(/\/en\/login/);
  });
});
