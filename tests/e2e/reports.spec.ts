import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe';
import { advanceServerClock, appPost, login, platformURL, registerTrader, screenshot, waitForServiceWorkerControl } from './support/fixtures';
import { goToScreen } from './support/shell';

const PASSWORD = 'Secret123!';

/** A fresh trader, signed in, with 500 USD from a sandbox card deposit. */
async function fundedTrader(page: Page): Promise<void> {
  const email = await registerTrader(page, { prefix: 'positions', country: 'GB', firstName: 'Rita', lastName: 'Reports', password: PASSWORD });
  await login(page, email, PASSWORD);
  const card = { cnu: '4242424242424242', emm: '12', eyy: String(new Date().getFullYear() + 2), fn: 'Rita', ln: 'Reports', cvv: '123', cu: 'GB' };
  expect(await appPost(page, '/api/fraud/card', { amount: '500', fixed: false, bonus: '0', currency: 'USD', card }, true)).toMatchObject({ return: true });
}

/** Opens $1 call trades on the platform host as its frame would (one-time token → platform session → order/open). */
async function openTrades(page: Page, symbol: string, expiry: string, count: number): Promise<void> {
  const minted = (await appPost(page, '/api/platform/token', {})) as { token: string };
  const session = (await (await page.request.post(`${platformURL()}/cli/exchange`, { data: { token: minted.token } })).json()) as { token: string };
  for (let n = 0; n < count; n += 1) {
    const opened = await page.request.post(`${platformURL()}/v2/cli/api/order/open`, {
      headers: { Authorization: `Bearer ${session.token}` },
      data: { symbol, expiry, direction: 'call', amount: '1' },
    });
    expect(await opened.json()).toMatchObject({ return: true });
  }
}

/** How many positions the page's Dexie keeps for offline use (history rows of kind 'report'). */
function storedReportRows(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve, reject) => {
        const open = indexedDB.open('trader');
        open.addEventListener('error', () => reject(open.error));
        open.addEventListener('success', () => {
          const request = open.result.transaction('history').objectStore('history').index('kind').count('report');
          request.addEventListener('success', () => {
            resolve(request.result);
            open.result.close();
          });
        });
      }),
  );
}

test('reports list the positions from /api/us/reports: filtered by status and asset, 100 a page with "load more"', async ({ page }) => {
  test.setTimeout(120_000);
  await fundedTrader(page);
  // One settled BTCUSD trade, then 100 EURUSD trades still open: 101 positions, two pages of 100.
  await openTrades(page, 'BTCUSD', '30', 1);
  await advanceServerClock(page, 31_000);
  await openTrades(page, 'EURUSD', '300', 100);
  const bodies: Record<string, unknown>[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/us/reports')) bodies.push(request.postDataJSON() as Record<string, unknown>);
  });

  await page.goto('/en/trading#/home');
  await waitForServiceWorkerControl(page);
  await goToScreen(page, 'Reports');
  const positions = page.getByRole('table', { name: 'Positions' });
  await expect(positions.getByRole('row').nth(1)).toContainText('EUR/USD');
  await expect(page.getByText('100 of 101')).toBeVisible();
  expect(bodies.at(-1)).toMatchObject({ limit: 100, offset: 0 });
  await expectNoAxeViolations(page, '.report');
  await screenshot(page, 'reports-positions-390');

  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(page.getByText('101 of 101')).toBeVisible();
  expect(bodies.at(-1)).toMatchObject({ limit: 100, offset: 100 });
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);

  // The asset filter goes as Sumbol (sic, spec §3): only the BTCUSD trade, settled.
  await page.getByLabel('Asset', { exact: true }).selectOption('BTCUSD');
  await expect(page.getByText('1 of 1')).toBeVisible();
  expect(bodies.at(-1)).toMatchObject({ Sumbol: 'BTCUSD', offset: 0 });
  await expect(positions.getByRole('row')).toHaveCount(2);
  await expect(positions.getByRole('row').nth(1)).toContainText('BTC/USD');
  await expect(positions.getByRole('row').nth(1)).not.toContainText('Open');

  // Status open over every asset: the 100 EURUSD trades, one page, no more to load.
  await page.getByLabel('Asset', { exact: true }).selectOption({ label: 'Any' });
  await page.getByLabel('Status', { exact: true }).selectOption({ label: 'Open' });
  await expect(page.getByText('100 of 100')).toBeVisible();
  expect(bodies.at(-1)).toMatchObject({ Status: 'open' });
  expect(bodies.at(-1)).not.toHaveProperty('Sumbol');
  await expect(page.getByRole('button', { name: 'Load more' })).toHaveCount(0);
  await expectNoAxeViolations(page, '.report');

  // Offline the list opens from its last copy in Dexie (the first page, kept once the page is idle), marked as such.
  await expect.poll(() => storedReportRows(page)).toBe(100);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: "You're offline" }).first()).toBeVisible();
  await expect(positions.getByRole('row').nth(1)).toContainText('EUR/USD');
  await expect(page.getByText('100 of 100')).toBeVisible();
  await screenshot(page, 'reports-positions-offline-390');
  await page.context().setOffline(false);
});
